// Serves the production build as it runs in production: the API, the shell (with /api proxied) and each
// remote from its own origin. Prints the address to open.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PUBLIC_HOST, api, remotes, shell } from './apps.mjs';
import { createApiProxy } from './proxy.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];

function startApi() {
  if (process.env.API_URL) return process.env.API_URL;
  const entry = join(root, 'api/dist/server.js');
  if (!existsSync(entry)) {
    console.warn('api/dist/server.js not found: the shop runs without its API.');
    return `http://127.0.0.1:${api.port}`;
  }
  const child = spawn(process.execPath, [entry], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env, PORT: String(api.port), HOST: '127.0.0.1' },
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`API stopped (${signal ?? code}); stopping the shop.`);
      shutdown(1);
    }
  });
  children.push(child);
  return `http://127.0.0.1:${api.port}`;
}

let shuttingDown = false;
const servers = [];
function shutdown(code = 0) {
  shuttingDown = true;
  for (const server of servers) server.close();
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const apiUrl = startApi();
for (const remote of remotes) {
  const server = createStaticServer({ root: join(root, remote.dir, 'dist'), cors: true });
  servers.push(await listen(server, remote.port, HOST));
}
const shellServer = createStaticServer({
  root: join(root, shell.dir, 'dist'),
  spa: true,
  before: createApiProxy(apiUrl),
});
servers.push(await listen(shellServer, shell.port, HOST));

console.log(`\nSencha Tea is running. Open http://${PUBLIC_HOST}:${shell.port}\n`);
for (const remote of remotes)
  console.log(`  ${remote.name.padEnd(13)} http://${PUBLIC_HOST}:${remote.port}/mf-manifest.json`);
console.log(`  api           ${apiUrl}/api/health\n`);
