// Serves the production build as it runs in production: the API (supervised), the shell (with the API proxied)
// and each remote from its own origin, all under the one serving policy. Prints the address to open.
// See docs/serving.md.
import { existsSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PUBLIC_HOST, api, remotes, render, shell } from './apps.mjs';
import { createApiProxy } from './serving/apiProxy.mjs';
import { parseQaOrigins, readDeployment, withQaOrigins } from './serving/deployment.mjs';
import { securityHeaders } from './serving/policy.mjs';
import { qaVerifier } from './serving/qaMode.mjs';
import { releasesSite, releasesToServe } from './serving/releasesSite.mjs';
import { renderedPages } from './serving/renderedPages.mjs';
import { serverRenderingOn, startRenderServer } from './serving/renderServer.mjs';
import { shellRenderer } from './serving/shareTags.mjs';
import { supervise, untilReady } from './serving/supervisor.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// A releases folder with something live is served as nginx serves it, on the shell's port alone; otherwise each
// app's build is served on its own port (docs/releasing.md#the-local-shop).
const releasesDir = releasesToServe(process.env, root);
// The security headers are made from the shell live at start (its config.json): restart after a shell promotion
// that changes it.
const shellDist = releasesDir
  ? realpathSync(join(releasesDir, 'shell', 'live'))
  : join(root, shell.dir, 'dist');
// Behind a TLS-terminating proxy, say so (TRUST_FORWARDED_PROTO=1) to send HSTS when it reports https.
const trustForwardedProto = process.env.TRUST_FORWARDED_PROTO === '1';
// The shop's public address: the API's links, robots.txt and sitemap, the share tags of index.html and
// config.json's siteUrl all name this one origin (docs/configuration.md#public-url). The API validates it.
const publicUrl = (process.env.PUBLIC_URL || `http://${PUBLIC_HOST}:${shell.port}`).replace(/\/+$/, '');
// The origins QA mode may load overrides from, in place of config.json's list: one build serves as a QA
// environment (docs/configuration.md#qa-origins). Checked before anything starts.
let qaOrigins = null;
try {
  serverRenderingOn(process.env);
  qaOrigins = parseQaOrigins(process.env.QA_ORIGINS);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

function startApi() {
  if (process.env.API_URL) return { url: process.env.API_URL, supervisor: null };
  const url = `http://127.0.0.1:${api.port}`;
  // The API with the catalogue tooling (catalogue/dist/server.js): a first start seeds the shop and draws its
  // images. Without that build, the API alone (api/dist/server.js) serves what the database holds.
  const pkg = ['catalogue', 'api'].find((dir) => existsSync(join(root, dir, 'dist/server.js')));
  if (!pkg) {
    console.warn(
      'Neither catalogue/dist/server.js nor api/dist/server.js found: the shop runs without its API.',
    );
    return { url, supervisor: null };
  }
  const entry = join(root, pkg, 'dist/server.js');
  const supervisor = supervise({
    name: 'API',
    command: process.execPath,
    args: [entry],
    cwd: join(root, pkg),
    env: {
      NODE_ENV: 'production',
      // E-mail links and Stripe's return_url point at the shop, not at the API behind it.
      PUBLIC_URL: publicUrl,
      // The local shop takes test payments through the built-in sandbox unless Stripe keys are given
      // (docs/commerce.md#payments); a real deployment leaves this unset.
      ...(process.env.STRIPE_SECRET_KEY ? {} : { ALLOW_SANDBOX_PAYMENTS: '1' }),
      ...process.env,
      PORT: String(api.port),
      HOST: '127.0.0.1',
    },
  });
  return { url, supervisor };
}

/** @type {import('node:http').Server[]} */
const servers = [];
/** @type {import('./serving/supervisor.mjs').Supervisor | null} */
let apiSupervisor = null;
/** @type {import('./serving/supervisor.mjs').Supervisor | null} */
let renderSupervisor = null;
async function shutdown(code = 0) {
  for (const server of servers) server.close();
  await Promise.all([apiSupervisor?.stop(), renderSupervisor?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const { url: apiUrl, supervisor } = startApi();
apiSupervisor = supervisor;
// The API refused to start (a setting, its data folder) and said why in one line: the shop stops with its
// exit code rather than serve pages whose every API call fails (docs/serving.md#the-supervised-api).
void supervisor?.stopped.then((code) => shutdown(code));
// The pages' first paint, rendered on the server from the live shell's own build (docs/server-rendering.md).
const renderer = startRenderServer({
  shellDist,
  port: render.port,
  staticOrigin: `http://127.0.0.1:${shell.port}`,
  apiUrl,
  publicUrl,
  // Each app from its own port: the remotes' origins are the shop's own too.
  remoteOrigins: releasesDir ? [] : remotes.map((remote) => `http://${PUBLIC_HOST}:${remote.port}`),
});
renderSupervisor = renderer?.supervisor ?? null;
void renderSupervisor?.stopped.then((code) => shutdown(code));
try {
  const remotesFile = releasesDir ? join(releasesDir, 'remotes.json') : undefined;
  const deployment = withQaOrigins(readDeployment(shellDist, remotesFile), qaOrigins);
  if (qaOrigins && !deployment.config.qaOverrides?.enabled)
    console.warn('QA_ORIGINS is set, but config.json turns QA overrides off: no page allows them.');
  const headers = securityHeaders(deployment);
  for (const remote of releasesDir ? [] : remotes) {
    const server = createStaticServer({
      root: join(root, remote.dir, 'dist'),
      headers,
      cors: true,
      trustForwardedProto,
    });
    servers.push(await listen(server, remote.port, HOST));
  }
  const releases = releasesDir ? releasesSite(releasesDir, publicUrl, { qaOrigins }) : null;
  const shellServer = createStaticServer({
    root: releases?.locate ?? shellDist,
    headers,
    spa: true,
    trustForwardedProto,
    render: releases?.render ?? shellRenderer(shellDist, publicUrl, { qaOrigins }),
    pages: renderer ? renderedPages({ target: renderer.url, timeoutMs: 10_000 }) : undefined,
    // Only the shell answers pages; the remotes' servers answer scripts and JSON.
    qaMode: deployment.config.qaOverrides?.enabled ? qaVerifier(apiUrl) : undefined,
    before: createApiProxy({
      target: apiUrl,
      timeoutMs: Number(process.env.PROXY_TIMEOUT_MS ?? 20_000),
      // The API's own setting (api/README.md), so both refuse the same bodies.
      maxBodyBytes: Number(process.env.BODY_LIMIT_BYTES ?? 64 * 1024),
      trustForwarded: trustForwardedProto,
      isRestarting: () => supervisor?.isRestarting() ?? false,
    }),
  });
  servers.push(await listen(shellServer, shell.port, HOST));
} catch (error) {
  // A port in use, say: stop the API we started rather than leave it holding its port and data folder.
  console.error(`The shop could not start: ${/** @type {Error} */ (error).message}`);
  await shutdown(1);
}

// Only once the API answers (a first start seeds the shop and draws its images before it listens); an API that
// refused to start ends the shop above instead.
if (!supervisor || (await untilReady(`${apiUrl}/api/health`, supervisor))) {
  console.log(`\nSencha Tea is running. Open http://${PUBLIC_HOST}:${shell.port}\n`);
  if (releasesDir) {
    console.log(`  Serving the releases folder ${releasesDir} (live shell ${basename(shellDist)}):`);
    console.log(
      `  the live pointer at /remotes.json, each remote's releases under /remotes/<app>/<version>/`,
    );
  } else {
    console.log('  Serving each app from its build (no releases folder with a live shell):');
    for (const remote of remotes)
      console.log(`  ${remote.name.padEnd(13)} http://${PUBLIC_HOST}:${remote.port}/mf-manifest.json`);
  }
  console.log(`  api           ${apiUrl}/api/health`);
  console.log(
    renderer
      ? `  pages         rendered on the server by ${renderer.url} (docs/server-rendering.md)\n`
      : `  pages         rendered in the browser (${serverRenderingOn(process.env) ? 'the live shell has no server build' : 'SERVER_RENDERING=off'})\n`,
  );
}
