// npm start's render server (docs/server-rendering.md#serving): the live shell's own server build, supervised as
// the API is. A shell built before server rendering has none: its pages are rendered in the browser as before.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { supervise } from './supervisor.mjs';

/**
 * @param {{ shellDist: string, port: number, staticOrigin: string, apiUrl: string, publicUrl: string }} options
 * @returns {{ url: string, supervisor: import('./supervisor.mjs').Supervisor } | null}
 */
export function startRenderServer({ shellDist, port, staticOrigin, apiUrl, publicUrl }) {
  const entry = join(shellDist, 'server', 'main.js');
  if (!existsSync(entry)) return null;
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
    },
  });
  return { url: `http://127.0.0.1:${port}`, supervisor };
}
