// Writes the files derived from the one list in apps.json and the one serving policy:
// shell/public/remotes.json (npm start: each remote on its own port) and nginx/includes/, the serving policy
// (scripts/serving/policy.mjs) for the nginx deployment of shell/public/config.json. Under nginx every remote
// is a release on the shop's own origin (docs/releasing.md), so remotes.json adds no origin to the policy.
// docker-stack.yml (docker-compose.yml as a Swarm takes it) and deploy/kubernetes/base/ (the Kubernetes manifests)
// are made from apps.json, docker-compose.yml and nginx/ (docs/operations.md#scaling-the-api).
// `--check` fails if any is stale (run by `npm run lint`).
// `--nginx-includes <dir> [--qa-origins <list>]` writes only the nginx includes, to a folder of their own, with
// QA origins in place of config.json's (the QA_ORIGINS syntax: docs/configuration.md#qa-origins): those of a QA
// environment, or of a test's nginx (e2e/support/nginxServer.ts). Its shell's config.json must list the same.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PUBLIC_HOST, declaredApi, declaredRender, remotes } from './apps.mjs';
import { readCompose } from './deploy/compose.mjs';
import { kubernetesFiles } from './deploy/kubernetes.mjs';
import { STACK_FILE, swarmStack } from './deploy/swarm.mjs';
import { yamlText } from './deploy/yamlText.mjs';
import { parseQaOrigins, readDeployment, withQaOrigins } from './serving/deployment.mjs';
import { nginxIncludes } from './serving/nginxIncludes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    'nginx-includes': { type: 'string' },
    'qa-origins': { type: 'string' },
  },
});
const check = args.check;
/** @param {unknown} value */
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

if (args['nginx-includes'] !== undefined) {
  let qaOrigins;
  try {
    qaOrigins = parseQaOrigins(args['qa-origins']);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message.replace(/^QA_ORIGINS/, '--qa-origins'));
    process.exit(2);
  }
  const dir = resolve(args['nginx-includes']);
  const deployment = { ...readDeployment(`${root}shell/public`), remotes: {} };
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(nginxIncludes(withQaOrigins(deployment, qaOrigins))))
    writeFileSync(join(dir, name), text);
  process.exit(0);
}

/** Each derived file and how to make it from the current one. */
/** @type {Record<string, (current: string) => string>} */
const outputs = {
  'shell/public/remotes.json': () =>
    json(
      Object.fromEntries(remotes.map((r) => [r.name, `http://${PUBLIC_HOST}:${r.port}/mf-manifest.json`])),
    ),
};
const nginxDeployment = () => ({ ...readDeployment(`${root}shell/public`), remotes: {} });
for (const name of Object.keys(nginxIncludes(nginxDeployment()))) {
  outputs[`nginx/includes/${name}`] = () => nginxIncludes(nginxDeployment())[name];
}
const compose = readCompose(root);
outputs[STACK_FILE] = () => yamlText('docker-compose.yml', [swarmStack(compose)]);
const kubernetes = () => kubernetesFiles({ compose, api: declaredApi, render: declaredRender, root });
/** @type {Record<string, string> | undefined} */
let made;
// Made once the includes above are written (outputs are rendered in order): their ConfigMap carries them.
for (const file of Object.keys(kubernetes())) outputs[file] = () => (made ??= kubernetes())[file];

let stale = 0;
for (const [file, render] of Object.entries(outputs)) {
  const path = `${root}${file}`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const next = render(current);
  if (next === current) continue;
  if (check) {
    console.error(`${file} is out of date with what it is made from: run node scripts/deploy-config.mjs`);
    stale += 1;
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, next);
    console.log(`wrote ${file}`);
  }
}
process.exit(stale ? 1 : 0);
