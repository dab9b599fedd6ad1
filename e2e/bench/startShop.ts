import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

export interface RunningShop {
  url: string;
  stop(): Promise<void>;
}

/**
 * The shop as `npm start` serves it (scripts/serve.mjs: each app's build from its own origin, plain HTTP/1.1,
 * the render server unless `serverRendering` is off) over the bench's API: the second way the pages are
 * measured (e2e/README.md). Uses `npm start`'s ports (shell 3000, remotes 3001-3005, render 3006).
 */
export async function startShop(apiUrl: string, serverRendering: boolean): Promise<RunningShop> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_URL: apiUrl,
      // Each app's build, never a releases folder a developer made (docs/releasing.md#the-local-shop).
      RELEASES_DIR: join(root, 'e2e/.no-releases'),
      SERVER_RENDERING: serverRendering ? 'on' : 'off',
    },
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const url = 'http://localhost:3000';
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start's server exited with ${child.exitCode}`);
    // The shell's proxy to the API answers once every app is served; a first page warms the render server.
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (
      up &&
      (await fetch(`${url}/home`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('npm start did not answer on 3000 within 120 s');
}
