// docker-stack.yml, docker-compose.yml as a Swarm takes it (docs/operations.md#scaling-the-api): what docker
// stack refuses or ignores is gone, and what a Swarm does differently is said. Where the docker CLI is installed,
// its own loader (`docker stack config`, no engine needed) reads both files.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { declaredApi } from '../../apps.mjs';
import { readCompose } from '../../deploy/compose.mjs';
import { STACK_FILE, swarmStack } from '../../deploy/swarm.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const compose = readCompose(root);
const stack = parse(readFileSync(`${root}${STACK_FILE}`, 'utf8'));
const docker = spawnSync('docker', ['--version']).status === 0;

test('the stack is docker-compose.yml derived, as scripts/deploy-config.mjs writes it', () => {
  assert.deepEqual(stack, JSON.parse(JSON.stringify(swarmStack(compose))));
  // Every service but Flagsmith's (a profile, which the file format of docker stack has not).
  const unprofiled = Object.keys(compose.services).filter((name) => !compose.services[name].profiles);
  assert.deepEqual(Object.keys(stack.services), unprofiled);
});

test('nothing docker stack refuses or ignores is left, and every service names an image to pull', () => {
  for (const [name, service] of Object.entries(stack.services)) {
    for (const key of ['build', 'restart', 'depends_on', 'profiles', 'container_name', 'networks'])
      assert.equal(service[key], undefined, `${name}.${key}`);
    assert.ok(service.image, name);
  }
});

test('the shoppers keep their own addresses, and the replicas their Redis and nginx', () => {
  const { api, web, catalogue } = stack.services;
  // No fixed address for nginx in a Swarm: the stack's subnet, which holds only its tasks, is believed.
  assert.equal(api.environment.TRUST_PROXY, compose.networks?.default?.ipam?.config?.[0]?.subnet);
  // Published on the node, not through the routing mesh, which would show nginx one address for everyone.
  assert.deepEqual(web.ports, [{ target: 80, published: 8080, protocol: 'tcp', mode: 'host' }]);
  // Each task's address, not the service's one virtual address.
  assert.equal(web.environment.API_UPSTREAM, `tasks.${declaredApi.name}:${declaredApi.port} resolve`);
  assert.equal(api.deploy.replicas, compose.services.api.deploy?.replicas);
  assert.equal(api.environment.REDIS_URL, compose.services.api.environment?.REDIS_URL);
  // The one-off job runs to completion rather than being restarted forever.
  assert.equal(catalogue.deploy.mode, 'replicated-job');
  assert.equal(catalogue.deploy.restart_policy.condition, 'on-failure');
});

test('docker stack reads the stack and refuses docker-compose.yml', { skip: !docker }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'sencha-stack-'));
  copyFileSync(`${root}${STACK_FILE}`, join(dir, STACK_FILE));
  copyFileSync(`${root}docker-compose.yml`, join(dir, 'docker-compose.yml'));
  // The env files a deploy reads: empty ones will do here.
  for (const file of ['compose.env', 'flagsmith.env']) writeFileSync(join(dir, file), '');
  const env = { ...process.env, PUBLIC_URL: 'https://shop.example', API_REPLICAS: '5' };
  const config = (/** @type {string} */ file) =>
    spawnSync('docker', ['stack', 'config', '-c', file], { cwd: dir, env, encoding: 'utf8' });
  const read = config(STACK_FILE);
  assert.equal(read.status, 0, read.stderr);
  const { services } = parse(read.stdout);
  assert.equal(services.api.deploy.replicas, 5);
  assert.equal(services.web.environment.PUBLIC_URL, 'https://shop.example');
  // Why the stack file exists: the day docker stack takes compose's own file, it can go.
  const refused = config('docker-compose.yml');
  assert.notEqual(refused.status, 0);
  assert.match(refused.stderr, /depends_on must be a list/);
  rmSync(dir, { recursive: true });
});
