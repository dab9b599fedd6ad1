import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import apps from '../../apps.json';

const root = resolve(__dirname, '../..');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Remote name -> folder, from the one list of apps. */
const REMOTES: Record<string, string> = Object.fromEntries(
  Object.entries(apps.remotes).map(([name, remote]) => [name, remote.dir]),
);

/** envsubst as the nginx image runs it: only ${NAME} of the given variables; nginx's own $vars stay. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Lays the production builds out as they are deployed (shell at the root, each remote in a versioned
 * folder under /remotes/, remotes.json pointing there) and starts Debian's nginx with the project's template.
 */
export async function startNginx(port: number, apiUpstream: string): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'sencha-nginx-'));
  const shellRoot = join(dir, 'shell');
  cpSync(join(root, 'shell/dist'), shellRoot, { recursive: true });
  const remotesJson: Record<string, string> = {};
  for (const [name, folder] of Object.entries(REMOTES)) {
    mkdirSync(join(dir, 'static/remotes', name), { recursive: true });
    symlinkSync(join(root, folder, 'dist'), join(dir, 'static/remotes', name, '0.1.0'));
    remotesJson[name] = `/remotes/${name}/0.1.0/mf-manifest.json`;
  }
  writeFileSync(join(shellRoot, 'remotes.json'), JSON.stringify(remotesJson));

  const site = renderTemplate(readFileSync(join(root, 'nginx/templates/default.conf.template'), 'utf8'), {
    LISTEN_PORT: `127.0.0.1:${port}`,
    SHELL_ROOT: shellRoot,
    STATIC_ROOT: join(dir, 'static'),
    API_UPSTREAM: apiUpstream,
    NGINX_INCLUDES: join(root, 'nginx/includes'),
  });
  writeFileSync(join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // Root runs workers as root so they can read the temporary build folders.
      process.getuid?.() === 0 ? 'user root;' : '',
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
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8').slice(-2000)}`);
    }
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGQUIT');
      }),
  };
}

export const nginxAvailable = () => existsSync(NGINX_BIN);
