import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';

export interface RunningRenderServer {
  url: string;
  /** The render server's health: how many workers (composed snapshots) it runs. */
  workers(): Promise<number>;
  /** How many of them are warm (take renders). */
  warm(): Promise<number>;
  /** Its exit code once it has exited by itself, else null. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** A render server's health: how many workers (composed snapshots) it runs, and how many take renders. */
async function renderHealth(url: string): Promise<{ workers: number; warm: number }> {
  const answer = await fetch(`${url}/__render/health`, { signal: AbortSignal.timeout(2000) });
  return (await answer.json()) as { workers: number; warm: number };
}

/**
 * Resolves once the render server at `url` answers with a warm worker: the live snapshot's warms as the server
 * starts, and until then every page renders in the browser. Throws once `gone()` says its process ended, or after
 * 30 s.
 */
export async function untilRenderWarm(url: string, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (((await renderHealth(url).catch(() => null))?.warm ?? 0) === 0) {
    if (gone()) throw new Error(`the render server at ${url} ended before a worker was warm`);
    if (Date.now() > deadline) throw new Error(`no render worker was warm at ${url} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The live shell's render server of a releases folder (docs/server-rendering.md), as Compose runs it: its own
 * build, reading the shop's files from `staticOrigin` and the e2e API.
 */
export async function startRenderServer(
  releasesDir: string,
  {
    port,
    staticOrigin,
    publicUrl,
    apiUrl = 'http://127.0.0.1:4000',
  }: { port: number; staticOrigin: string; publicUrl: string; apiUrl?: string },
): Promise<RunningRenderServer> {
  const dir = join(releasesDir, 'shell', 'live', 'server');
  const child: ChildProcess = spawn(process.execPath, ['main.js'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SSR_PORT: String(port),
      STATIC_ORIGIN: staticOrigin,
      API_URL: apiUrl,
      PUBLIC_URL: publicUrl,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const health = () => renderHealth(url);
  await untilRenderWarm(url, () => child.exitCode !== null);
  return {
    url,
    workers: async () => (await health()).workers,
    warm: async () => (await health()).warm,
    exitCode: () => child.exitCode,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** What a test proxy does with one request: pass it on, or answer it itself. */
export type Tamper = (path: string) => { status: number; body: string } | { delayMs: number } | null;

/**
 * A proxy in front of `target` that breaks what `tamper` says (a remote's server bundle down, slow or throwing),
 * for the render server to read the shop's files through: the browser still reads nginx untouched.
 */
export async function startTamperingProxy(
  port: number,
  target: string,
  tamper: Tamper,
): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const change = tamper(path);
    const pass = () =>
      req.pipe(
        httpRequest(
          { host: upstream.hostname, port: upstream.port, path, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        ).on('error', () => res.destroy()),
      );
    if (change && 'status' in change) return void res.writeHead(change.status).end(change.body);
    if (change) return void setTimeout(pass, change.delayMs);
    pass();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
