// deploy/kubernetes/overlays/production/ (docs/operations.md#scaling-the-api), written by hand on the generated
// base: it lists every file it has, each patch changes a resource of the base and leaves it valid, and what it
// names (images, replicas, the Secret) is the base's. Where kubectl is installed, kustomize builds both.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readCompose, withDefaults } from '../../deploy/compose.mjs';
import { BASE, PRODUCTION } from '../../deploy/kubernetes.mjs';
import { manifestsOf, validateManifest, yamlFilesOf } from '../../deploy/kubernetesModels.mjs';

/** @typedef {import('../../deploy/kubernetesModels.mjs').Manifest} Manifest */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const base = yamlFilesOf(`${root}${BASE}`)
  .filter(({ file }) => file !== 'kustomization.yaml')
  .flatMap(({ manifests }) => manifests);
const overlay = Object.fromEntries(
  yamlFilesOf(`${root}${PRODUCTION}`).map(({ file, manifests }) => [file, manifests]),
);
const [kustomization] = overlay['kustomization.yaml'];
const kubectl = spawnSync('kubectl', ['version', '--client']).status === 0;

/**
 * A patch laid on the base's resource as kustomize lays a strategic merge patch whose lists have no merge key:
 * maps merged, lists and values replaced.
 * @param {any} target
 * @param {any} patch
 * @returns {any}
 */
function merge(target, patch) {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const merged = { ...target };
  for (const [key, value] of Object.entries(patch)) merged[key] = merge(target?.[key], value);
  return merged;
}

/**
 * @param {string} kind
 * @param {string} name
 * @returns {Manifest}
 */
function baseResource(kind, name) {
  const target = base.find((m) => m.kind === kind && m.metadata.name === name);
  assert.ok(target, `${kind} ${name}: a resource of the base`);
  return target;
}
/** @param {Manifest} patch */
const patched = (patch) => merge(baseResource(patch.kind, patch.metadata.name), patch);
/** @type {string[]} */
const patchFiles = kustomization.patches.map((/** @type {{ path: string }} */ { path }) => path);
/** @type {Manifest[]} */
const patches = patchFiles.map((file) => overlay[file][0]);
/**
 * The overlay's version of a resource of the base.
 * @param {string} kind
 * @param {string} name
 */
function overlaid(kind, name) {
  const patch = patches.find((p) => p.kind === kind && p.metadata.name === name);
  return patch ? patched(patch) : baseResource(kind, name);
}

test('the kustomization builds on the base and lists every file of its folder', () => {
  assert.ok(kustomization.resources.includes('../../base'));
  const envs = kustomization.secretGenerator.flatMap((/** @type {{ envs: string[] }} */ g) => g.envs);
  const listed = [
    'kustomization.yaml',
    ...kustomization.resources.filter((/** @type {string} */ r) => !r.startsWith('..')),
    ...patchFiles,
    ...envs.map((/** @type {string} */ env) => `${env}.example`),
  ];
  // secrets.env itself may be here on an operator's machine: gitignored, never committed.
  const present = readdirSync(`${root}${PRODUCTION}`).filter((file) => !envs.includes(file));
  assert.deepEqual(present.sort(), listed.sort());
  for (const env of envs) execFileSync('git', ['check-ignore', '-q', `${PRODUCTION}/${env}`], { cwd: root });
});

test('every resource and patch of the overlay is valid, each patch on the base resource it changes', () => {
  for (const resource of kustomization.resources.filter((/** @type {string} */ r) => !r.startsWith('..')))
    for (const manifest of overlay[resource]) validateManifest(manifest);
  for (const patch of patches) validateManifest(patched(patch));
  // And a patch of something the base has not is refused.
  assert.throws(() => patched({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'apl' } }));
});

test("images, replicas and the Secret it replaces are the base's", () => {
  const images = base.flatMap((m) =>
    [m.spec?.template, m.spec?.jobTemplate?.spec.template]
      .flatMap((pod) => pod?.spec.containers ?? [])
      .map((/** @type {{ image: string }} */ c) => c.image.replace(/:[^:/]+$/, '')),
  );
  for (const { name, newTag } of kustomization.images) {
    assert.ok(images.includes(name), name);
    assert.ok(newTag, `${name} has a tag of its own`);
  }
  // What the shop builds (compose's services with `build`) comes from its registry; the render server's stock
  // Node image is pinned (its code is on the releases volume, not in an image).
  for (const [service, { build, image }] of Object.entries(readCompose(root).services)) {
    if (!build && service !== 'render') continue;
    const name = withDefaults(image ?? '').replace(/:[^:/]+$/, '');
    const entry = kustomization.images.find((/** @type {{ name: string }} */ i) => i.name === name);
    assert.ok(entry && (entry.newName || !build), `${service}: ${name} has the overlay's image`);
  }
  const hpaTargets = base
    .filter((m) => m.kind === 'HorizontalPodAutoscaler')
    .map((m) => m.spec.scaleTargetRef.name);
  for (const { name } of kustomization.replicas) {
    assert.ok(
      base.some((m) => m.kind === 'Deployment' && m.metadata.name === name),
      name,
    );
    assert.ok(!hpaTargets.includes(name), `${name}'s replicas are its autoscaler's`);
  }
  const hpa = overlaid('HorizontalPodAutoscaler', 'api');
  assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas > hpa.spec.minReplicas);
  for (const generator of kustomization.secretGenerator) {
    assert.equal(generator.behavior, 'replace');
    const secret = base.find((m) => m.kind === 'Secret' && m.metadata.name === generator.name);
    const example = readFileSync(`${root}${PRODUCTION}/${generator.envs[0]}.example`, 'utf8');
    const names = [...example.matchAll(/^(\w+)=/gm)].map((match) => match[1]);
    assert.deepEqual(names, Object.keys(secret?.stringData ?? {}));
  }
});

test("the Ingress serves PUBLIC_URL's host over TLS, and the database is a host of its own", () => {
  const publicUrl = new URL(overlaid('ConfigMap', 'api-config').data.PUBLIC_URL);
  assert.equal(publicUrl.protocol, 'https:');
  const ingress = overlaid('Ingress', 'web');
  assert.deepEqual(
    ingress.spec.rules.map((/** @type {{ host: string }} */ rule) => rule.host),
    [publicUrl.hostname],
  );
  assert.ok(ingress.spec.tls[0].hosts.includes(publicUrl.hostname));
  assert.doesNotMatch(overlaid('Service', 'postgres').spec.externalName, /^postgres\.example\.com$/);
});

test('kustomize builds the base and the overlay into valid manifests', { skip: !kubectl }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'sencha-kustomize-'));
  cpSync(`${root}deploy`, join(dir, 'deploy'), { recursive: true });
  const secrets = join(dir, PRODUCTION, 'secrets.env');
  if (!existsSync(secrets)) writeFileSync(secrets, 'DATABASE_URL=postgres://sencha:x@postgres:5432/sencha\n');
  const build = (/** @type {string} */ folder) =>
    manifestsOf(execFileSync('kubectl', ['kustomize', join(dir, folder)], { encoding: 'utf8' }));
  assert.equal(build(BASE).length, base.length);
  const production = build(PRODUCTION);
  for (const manifest of production) validateManifest(manifest);
  for (const manifest of production.filter((m) => m.kind !== 'Namespace'))
    assert.equal(manifest.metadata.namespace, kustomization.namespace, manifest.metadata.name);
  const secret = production.find((m) => m.kind === 'Secret');
  assert.deepEqual(
    Object.keys(secret?.data ?? {}),
    ['DATABASE_URL'],
    'secrets.env replaces the placeholders',
  );
  const api = production.find((m) => m.kind === 'Deployment' && m.metadata.name === 'api');
  const image = kustomization.images.find((/** @type {{ name: string }} */ i) => i.name === 'sencha-api');
  assert.equal(api?.spec.template.spec.containers[0].image, `${image.newName}:${image.newTag}`);
  const render = production.find((m) => m.kind === 'Deployment' && m.metadata.name === 'render');
  const node = kustomization.images.find((/** @type {{ name: string }} */ i) => i.name === 'node');
  assert.equal(render?.spec.template.spec.containers[0].image, `node:${node.newTag}`);
  rmSync(dir, { recursive: true });
});
