import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { layOutReleases } from './releasesLayout';

const root = resolve(__dirname, '../..');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static (CI installs it); without it nginx sends gzip only. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const brotliAvailable = () => existsSync(BROTLI_MODULE);

/** envsubst as the nginx image runs it: only ${NAME} of the given variables; nginx's own $vars stay. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);
}

/**
 * The site also on a TLS port with HTTP/2, as shoppers reach it: a deployment terminates TLS in front of nginx
 * (docs/serving.md), and browsers speak HTTP/2 only over TLS. Measured over plain HTTP/1.1, a page's 20-odd files
 * queue for six connections that each start slowly, which no shopper's browser does (e2e/README.md, the bench).
 */
function withTls(site: string, port: number, tlsPort: number): string {
  const plain = `listen 127.0.0.1:${port};`;
  if (!site.includes(plain)) throw new Error(`the site has no "${plain}" to add TLS beside`);
  return site.replace(plain, `${plain}\n    listen 127.0.0.1:${tlsPort} ssl http2;`);
}

/** A key and certificate for 127.0.0.1 made for this run (the browser that measures is told to accept it). */
function selfSignedCertificate(dir: string): string {
  const [key, cert] = [join(dir, 'tls.key'), join(dir, 'tls.crt')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return `ssl_certificate ${cert}; ssl_certificate_key ${key};`;
}

export interface RunningNginx {
  url: string;
  /** With `tlsPort`: the same site over HTTPS and HTTP/2, with a certificate made for this run. */
  tlsUrl?: string;
  /** The releases folder it serves (RELEASES_ROOT). */
  releasesDir: string;
  stop: () => Promise<void>;
}

/**
 * The nginx includes of shell/public/config.json with `qaOrigins` as its QA origins, written to a folder of their
 * own (scripts/deploy-config.mjs --nginx-includes): the committed ones allow none.
 */
function includesWithQaOrigins(dir: string, qaOrigins: readonly string[]): string {
  const includes = join(dir, 'includes');
  execFileSync(
    process.execPath,
    [
      join(root, 'scripts/deploy-config.mjs'),
      '--nginx-includes',
      includes,
      '--qa-origins',
      qaOrigins.join(','),
    ],
    { stdio: 'pipe' },
  );
  return includes;
}

export interface NginxOptions {
  tlsPort?: number;
  /**
   * QA origins this nginx's pages allow in QA mode, as a QA environment's would: its includes are generated with
   * them, and the default releases folder's shell config.json lists them. A releases folder passed in should be
   * laid out with the same (`layOutReleases({ qaOrigins })`). Without: the committed includes, which allow none.
   */
  qaOrigins?: readonly string[];
  /**
   * The render server's address (docs/server-rendering.md). Without one, nginx's render upstream is a port that
   * refuses connections: every page is index.html, rendered in the browser, as when the render server is down.
   */
  renderUpstream?: string;
}

/** A port nothing listens on: connections are refused at once. */
const NO_RENDER_SERVER = '127.0.0.1:1';

/**
 * Starts Debian's nginx with the project's template in front of a releases folder (by default the
 * production builds laid out as releases, releasesLayout.ts) and the API.
 */
export async function startNginx(
  port: number,
  /** The API's address, or several: nginx balances over them as over the replicas of a deployment. */
  apiUpstream: string | readonly string[],
  releasesFolder?: string,
  { tlsPort, qaOrigins, renderUpstream = NO_RENDER_SERVER }: NginxOptions = {},
): Promise<RunningNginx> {
  const releasesDir = releasesFolder ?? layOutReleases(qaOrigins ? { qaOrigins } : {});
  const dir = mkdtempSync(join(tmpdir(), 'sencha-nginx-'));
  const compression = brotliAvailable() ? 'brotli-static.conf' : 'off.conf';
  const site = renderTemplate(readFileSync(join(root, 'nginx/templates/default.conf.template'), 'utf8'), {
    LISTEN_PORT: `127.0.0.1:${port}`,
    RELEASES_ROOT: releasesDir,
    // The template's `server ${API_UPSTREAM};` line, once per address.
    API_UPSTREAM: [apiUpstream].flat().join(';\n    server '),
    NGINX_INCLUDES: qaOrigins ? includesWithQaOrigins(dir, qaOrigins) : join(root, 'nginx/includes'),
    NGINX_BROTLI: join(root, 'nginx/compression', compression),
    // A deployment publishes nginx at its PUBLIC_URL; here that is nginx's own address.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RENDER_UPSTREAM: renderUpstream,
    NGINX_CACHE_DIR: dir,
  });
  writeFileSync(join(dir, 'site.conf'), tlsPort ? withTls(site, port, tlsPort) : site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // Root runs workers as root so they can read the temporary build folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      brotliAvailable() ? `load_module ${BROTLI_MODULE};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      tlsPort ? `  ${selfSignedCertificate(dir)}` : '',
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: 'inherit',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const log = () => readFileSync(join(dir, 'error.log'), 'utf8').slice(-2000);
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    if (attempt === 50) {
      child.kill('SIGQUIT');
      throw new Error(`nginx did not serve /remotes.json within 5 s: ${log()}`);
    }
    const ready = await fetch(`${url}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    ...(tlsPort ? { tlsUrl: `https://127.0.0.1:${tlsPort}` } : {}),
    releasesDir,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGQUIT');
      }),
  };
}

export const nginxAvailable = () => existsSync(NGINX_BIN);
