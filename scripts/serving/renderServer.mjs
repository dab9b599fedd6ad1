// npm start's render server (docs/server-rendering.md#serving): the live shell's own server build, supervised as
// the API is. A shell built before server rendering has none: its pages are rendered in the browser as before.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { supervise } from './supervisor.mjs';

/**
 * SERVER_RENDERING: `on` (the default) or `off`, which leaves every page to the browser, as a shell without a
 * server build does (docs/server-rendering.md#settings).
 * @param {NodeJS.ProcessEnv} env
 */
export function serverRenderingOn(env) {
  const value = env.SERVER_RENDERING ?? 'on';
  if (value !== 'on' && value !== 'off')
    throw new Error(`SERVER_RENDERING must be on or off, got "${value}"`);
  return value === 'on';
}

/**
 * @param {{ shellDist: string, port: number, staticOrigin: string, apiUrl: string, publicUrl: string,
 *   remoteOrigins: string[] }} options  remoteOrigins: the remotes' own origins, when each app is served apart
 * @returns {{ url: string, supervisor: import('./supervisor.mjs').Supervisor } | null}
 */
export function startRenderServer({ shellDist, port, staticOrigin, apiUrl, publicUrl, remoteOrigins }) {
  const entry = join(shellDist, 'server', 'main.js');
  if (!serverRenderingOn(process.env) || !existsSync(entry)) return null;
  const supervisor = supervise({
    name: 'Render server',
    command: process.execPath,
    args: [entry],
    cwd: dirname(entry),
    env: {
      NODE_ENV: 'production',
      ...process.env,
      SSR_PORT: String(port),
      SSR_HOST: '127.0.0.1',
      STATIC_ORIGIN: staticOrigin,
      API_URL: apiUrl,
      PUBLIC_URL: publicUrl,
      SSR_REMOTE_ORIGINS: process.env.SSR_REMOTE_ORIGINS ?? remoteOrigins.join(','),
    },
  });
  return { url: `http://127.0.0.1:${port}`, supervisor };
}
