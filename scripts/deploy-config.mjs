// Writes the files that map remotes to where they are served, from the one list in apps.json:
// shell/public/remotes.json (npm start: each remote on its own port), nginx/remotes.compose.json and the
// remote volumes of docker-compose.yml (a versioned folder per remote); and nginx/includes/, the serving
// policy (scripts/serving/policy.mjs) for the nginx deployment of shell/public/config.json.
// `--check` fails if any is stale (run by `npm run lint`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_HOST, remotes } from './apps.mjs';
import { readDeployment } from './serving/deployment.mjs';
import { nginxIncludes } from './serving/nginxIncludes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

const BEGIN = '      # remotes (generated from apps.json by scripts/deploy-config.mjs)\n';
const END = '      # end of remotes\n';

function composeWithVolumes(compose) {
  const start = compose.indexOf(BEGIN);
  const end = compose.indexOf(END);
  if (start < 0 || end < start) throw new Error('docker-compose.yml has no generated remotes block');
  const lines = remotes
    .map((remote) => `      - ./${remote.dir}/dist:/srv/static/remotes/${remote.name}/current:ro\n`)
    .join('');
  return compose.slice(0, start) + BEGIN + lines + compose.slice(end);
}

const outputs = {
  'shell/public/remotes.json': () =>
    json(
      Object.fromEntries(remotes.map((r) => [r.name, `http://${PUBLIC_HOST}:${r.port}/mf-manifest.json`])),
    ),
  'nginx/remotes.compose.json': () =>
    json(Object.fromEntries(remotes.map((r) => [r.name, `/remotes/${r.name}/current/mf-manifest.json`]))),
  'docker-compose.yml': (current) => composeWithVolumes(current),
};
const nginxDeployment = () => readDeployment(`${root}shell/public`, `${root}nginx/remotes.compose.json`);
for (const name of Object.keys(nginxIncludes(nginxDeployment()))) {
  outputs[`nginx/includes/${name}`] = () => nginxIncludes(nginxDeployment())[name];
}

let stale = 0;
for (const [file, render] of Object.entries(outputs)) {
  const path = `${root}${file}`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const next = render(current);
  if (next === current) continue;
  if (check) {
    console.error(`${file} is out of date with apps.json: run node scripts/deploy-config.mjs`);
    stale += 1;
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, next);
    console.log(`wrote ${file}`);
  }
}
process.exit(stale ? 1 : 0);
