// deploy/kubernetes/base/ (docs/operations.md#scaling-the-api): every manifest a valid object of its kind, and
// the manifests agree with each other, with apps.json and with docker-compose.yml: what one names exists, selectors
// pick the pods meant, ports are the API's and the render server's, NetworkPolicies let through what the shop asks
// of itself. No cluster runs here; the overlay: kubernetesOverlay.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { declaredApi, declaredRender } from '../../apps.mjs';
import { readCompose } from '../../deploy/compose.mjs';
import { BASE, fileOf, kubernetesFiles } from '../../deploy/kubernetes.mjs';
import { LIVE_PATH, READY_PATH } from '../../deploy/kubernetes/api.mjs';
import { HEALTH_PATH } from '../../deploy/kubernetes/render.mjs';
import { validateManifest, yamlFilesOf } from '../../deploy/kubernetesModels.mjs';

/** @typedef {import('../../deploy/kubernetesModels.mjs').Manifest} Manifest */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const sources = { compose: readCompose(root), api: declaredApi, render: declaredRender, root };
const files = yamlFilesOf(`${root}${BASE}`);
const kustomization = files.find(({ file }) => file === 'kustomization.yaml')?.manifests[0];
const manifests = files
  .filter(({ file }) => file !== 'kustomization.yaml')
  .flatMap(({ manifests }) => manifests);
/** @param {string} kind */
const ofKind = (kind) => manifests.filter((manifest) => manifest.kind === kind);
/**
 * @param {string} kind
 * @param {string} name
 * @returns {Manifest}
 */
function named(kind, name) {
  const manifest = ofKind(kind).find(({ metadata }) => metadata.name === name);
  assert.ok(manifest, `${kind} ${name} exists`);
  return manifest;
}
/**
 * Whether a selector (labels to match) picks pods that carry `labels`.
 * @param {Record<string, string>} selector
 * @param {Record<string, string> | undefined} labels
 */
const selects = (selector, labels) =>
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);
/** The pod templates: of Deployments, and of the CronJob's job. */
const pods = [
  ...ofKind('Deployment').map((d) => ({ owner: d.metadata.name, ...d.spec.template })),
  ...ofKind('CronJob').map((c) => ({ owner: c.metadata.name, ...c.spec.jobTemplate.spec.template })),
];
/** @param {Record<string, string>} selector */
const selectedPods = (selector) => pods.filter((pod) => selects(selector, pod.metadata?.labels));
const apiDeployment = named('Deployment', declaredApi.name);
const apiContainer = apiDeployment.spec.template.spec.containers[0];
/** @param {string} owner */
const podOf = (owner) => pods.find((pod) => pod.owner === owner);
/** @param {string} owner the name of a Deployment, whose first container's port named http is asked */
const httpPortOf = (owner) =>
  podOf(owner)?.spec.containers[0].ports.find((/** @type {any} */ p) => p.name === 'http').containerPort;
/**
 * Whether the NetworkPolicies let the pods of `from` open `port` on the pods of `to`: pods that no policy selects
 * accept anything; selected ones, what a rule of those policies names (no `from` or no `ports`: any).
 * @param {string} from
 * @param {string} to
 * @param {number} port
 */
function reaches(from, to, port) {
  const [source, target] = [podOf(from)?.metadata?.labels, podOf(to)?.metadata?.labels];
  assert.ok(source && target, `${from} and ${to} are pods of the base`);
  const policies = ofKind('NetworkPolicy').filter(({ spec }) =>
    selects(spec.podSelector.matchLabels ?? {}, target),
  );
  /** @param {any} rule */
  const admits = (rule) =>
    (!rule.from ||
      rule.from.some((/** @type {any} */ peer) => selects(peer.podSelector?.matchLabels ?? {}, source))) &&
    (!rule.ports || rule.ports.some((/** @type {any} */ p) => p.port === port));
  return policies.length === 0 || policies.some(({ spec }) => (spec.ingress ?? []).some(admits));
}

test('the base is what scripts/deploy-config.mjs makes of apps.json, docker-compose.yml and nginx/', () => {
  const made = kubernetesFiles(sources);
  for (const [path, text] of Object.entries(made))
    if (path.startsWith(BASE)) assert.equal(readFileSync(`${root}${path}`, 'utf8'), text, path);
  assert.deepEqual(
    readdirSync(`${root}${BASE}`).sort(),
    Object.keys(made)
      .filter((path) => path.startsWith(`${BASE}/`))
      .map((path) => path.slice(BASE.length + 1))
      .sort(),
  );
});

test('every manifest is a valid object of its kind, one to a file, and the kustomization lists every file', () => {
  for (const { file, manifests } of files) {
    assert.equal(manifests.length, 1, file);
    if (file === 'kustomization.yaml') continue;
    validateManifest(manifests[0]);
    assert.equal(fileOf(manifests[0]), file);
  }
  assert.equal(kustomization?.kind, 'Kustomization');
  assert.deepEqual(
    kustomization?.resources,
    files.map(({ file }) => file).filter((file) => file !== 'kustomization.yaml'),
  );
});

test('the check refuses a kind it does not know and a manifest that is not valid', () => {
  const base = { metadata: { name: 'x' } };
  assert.throws(() => validateManifest({ ...base, apiVersion: 'v1', kind: 'Pood' }), /not a kind the shop/);
  // A port by name where a number must be, and a Deployment without a selector.
  /** @type {Manifest} */
  const broken = structuredClone(apiDeployment);
  broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
  assert.throws(() => validateManifest(broken), /containerPort must be integer/);
  delete broken.spec.selector;
  assert.throws(() => validateManifest(broken), /selector/);
});

test('the API listens on apps.json port, and is ready or alive by its health routes', () => {
  assert.deepEqual(apiContainer.ports, [{ name: 'http', containerPort: declaredApi.port }]);
  assert.equal(apiContainer.readinessProbe.httpGet.path, READY_PATH);
  assert.equal(apiContainer.livenessProbe.httpGet.path, LIVE_PATH);
  assert.equal(apiContainer.startupProbe.httpGet.path, LIVE_PATH);
  for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'])
    assert.equal(apiContainer[probe].httpGet.port, 'http', probe);
  // compose's healthcheck asks the same readiness route.
  const composeCheck = readCompose(root).services.api.healthcheck?.test.join(' ') ?? '';
  assert.ok(composeCheck.includes(`:${declaredApi.port}${READY_PATH}'`), composeCheck);
  // The autoscaler owns the count: a fixed one would be put back by every apply.
  assert.equal(apiDeployment.spec.replicas, undefined);
  assert.ok(apiContainer.resources.requests.cpu, 'CPU utilisation is measured against a request');
  assert.ok(apiContainer.resources.limits.memory);
});

test('the autoscaler and the disruption budget act on the API Deployment', () => {
  const [hpa] = ofKind('HorizontalPodAutoscaler');
  assert.deepEqual(hpa.spec.scaleTargetRef, {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    name: declaredApi.name,
  });
  assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas > hpa.spec.minReplicas);
  assert.equal(hpa.spec.metrics[0].resource.name, 'cpu');
  const [pdb] = ofKind('PodDisruptionBudget');
  assert.deepEqual(
    selectedPods(pdb.spec.selector.matchLabels).map(({ owner }) => owner),
    [declaredApi.name],
  );
  assert.ok(pdb.spec.minAvailable < hpa.spec.minReplicas, 'a drain can always evict one');
});

test('every ConfigMap, Secret, key and claim a pod names exists, and shared claims are ReadWriteMany', () => {
  for (const { owner, spec } of pods) {
    for (const volume of spec.volumes ?? []) {
      if (volume.configMap) named('ConfigMap', volume.configMap.name);
      if (volume.persistentVolumeClaim) {
        const claim = named('PersistentVolumeClaim', volume.persistentVolumeClaim.claimName);
        assert.deepEqual(claim.spec.accessModes, ['ReadWriteMany'], `${owner}: ${claim.metadata.name}`);
      }
    }
    for (const container of spec.containers) {
      const mounted = new Set((container.volumeMounts ?? []).map((/** @type {any} */ m) => m.name));
      assert.deepEqual(mounted, new Set((spec.volumes ?? []).map((/** @type {any} */ v) => v.name)), owner);
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) named('ConfigMap', source.configMapRef.name);
        if (source.secretRef) named('Secret', source.secretRef.name);
      }
      for (const { valueFrom } of container.env ?? []) {
        const ref = valueFrom?.configMapKeyRef;
        if (ref) assert.ok(ref.key in named('ConfigMap', ref.name).data, `${owner}: ${ref.name}.${ref.key}`);
      }
    }
  }
  // The API's folders and its QA pass key are on the shared volume.
  const mountPath = apiContainer.volumeMounts[0].mountPath;
  const config = named('ConfigMap', 'api-config').data;
  for (const setting of ['IMAGE_DIR', 'OUTBOX_DIR', 'QA_PASS_KEY_FILE'])
    assert.ok(config[setting].startsWith(`${mountPath}/`), setting);
  assert.equal(config.PORT, String(declaredApi.port));
});

test('Services and NetworkPolicies select the pods meant, on ports those pods have', () => {
  for (const service of ofKind('Service').filter(({ spec }) => spec.type !== 'ExternalName')) {
    const [pod] = selectedPods(service.spec.selector);
    assert.ok(pod, `Service ${service.metadata.name} selects pods`);
    assert.equal(pod.owner, service.metadata.name);
    const ports = pod.spec.containers.flatMap((/** @type {any} */ c) =>
      c.ports.map((/** @type {any} */ p) => p.name),
    );
    for (const { targetPort } of service.spec.ports) assert.ok(ports.includes(targetPort), targetPort);
  }
  assert.equal(named('Service', declaredApi.name).spec.ports[0].port, declaredApi.port);
  for (const policy of ofKind('NetworkPolicy')) {
    assert.equal(selectedPods(policy.spec.podSelector.matchLabels)[0]?.owner, policy.metadata.name);
    for (const rule of policy.spec.ingress)
      for (const { podSelector } of rule.from) assert.equal(selectedPods(podSelector.matchLabels).length, 1);
  }
  // Only nginx and the render server reach the API, which is why any pod address may be believed as a proxy
  // (TRUST_PROXY), and only nginx the render server; Ingress rules only, so `reaches` sees every rule there is.
  for (const [to, port] of [
    [declaredApi.name, declaredApi.port],
    [declaredRender.name, declaredRender.port],
  ]) {
    const from = pods.filter(({ owner }) => reaches(owner, to, port)).map(({ owner }) => owner);
    assert.deepEqual(from.sort(), to === declaredApi.name ? ['render', 'web'] : ['web'], to);
  }
  for (const policy of ofKind('NetworkPolicy')) assert.deepEqual(policy.spec.policyTypes, ['Ingress']);
  // The render server reads the shop's files from nginx (STATIC_ORIGIN), which no policy closes to it.
  assert.ok(reaches(declaredRender.name, 'web', httpPortOf('web')), 'render reaches nginx');
});

test('the render server: apps.json port, probes on its health route, nginx and the API by Services', () => {
  const service = named('Service', declaredRender.name);
  assert.deepEqual(
    selectedPods(service.spec.selector).map(({ owner }) => owner),
    [declaredRender.name],
  );
  assert.equal(service.spec.ports[0].port, declaredRender.port);
  assert.equal(httpPortOf(declaredRender.name), declaredRender.port);
  const pod = named('Deployment', declaredRender.name).spec.template.spec;
  const [container] = pod.containers;
  for (const probe of ['readinessProbe', 'livenessProbe'])
    assert.deepEqual(container[probe].httpGet, { path: HEALTH_PATH, port: 'http' }, probe);
  const compose = readCompose(root).services.render;
  assert.ok(compose.healthcheck?.test.join(' ').includes(`:${declaredRender.port}${HEALTH_PATH}'`));
  // The live shell's server build on the releases volume, read-only, where compose mounts it.
  assert.equal(container.image, compose.image);
  assert.equal(container.workingDir, compose.working_dir);
  const releases = { name: 'releases', mountPath: '/srv/releases', readOnly: true };
  assert.deepEqual(container.volumeMounts, [releases]);
  assert.ok(compose.volumes?.includes('./releases:/srv/releases:ro'));
  assert.equal(pod.volumes[0].persistentVolumeClaim.claimName, 'web-releases');
  assert.equal(pod.securityContext.runAsNonRoot, true);
  const env = Object.fromEntries(
    container.env.map((/** @type {any} */ v) => [v.name, v.value ?? v.valueFrom]),
  );
  assert.equal(env.SSR_PORT, String(declaredRender.port));
  const web = named('Service', 'web').spec.ports[0].port;
  assert.equal(env.STATIC_ORIGIN, new URL(`http://web:${web}`).origin);
  const apiPort = named('Service', declaredApi.name).spec.ports[0].port;
  assert.equal(env.API_URL, `http://${declaredApi.name}:${apiPort}`);
  assert.deepEqual(env.PUBLIC_URL, { configMapKeyRef: { name: 'api-config', key: 'PUBLIC_URL' } });
});

test('the generator refuses a compose file it would make a broken render server or nginx of', () => {
  /** @type {[string, string, string, RegExp][]} */
  const refused = [
    ['web', 'RENDER_UPSTREAM', 'render:3007 resolve', /not render:3006/],
    ['web', 'X_UPSTREAM', 'x:5000 resolve', /no Service here/],
    ['render', 'STATIC_ORIGIN', 'http://nginx', /STATIC_ORIGIN/],
    ['render', 'SSR_PORT', '3007', /SSR_PORT/],
  ];
  for (const [service, name, value, message] of refused) {
    const compose = structuredClone(sources.compose);
    compose.services[service].environment = { ...compose.services[service].environment, [name]: value };
    assert.throws(() => kubernetesFiles({ ...sources, compose }), message);
  }
});

test("nginx serves nginx/'s config before the API's and the render server's Services, after the Ingress", () => {
  const web = named('Deployment', 'web').spec.template.spec;
  const env = Object.fromEntries(web.containers[0].env.map((/** @type {any} */ v) => [v.name, v.value]));
  assert.equal(env.API_UPSTREAM, `${declaredApi.name}:${declaredApi.port}`);
  // The Services, not compose's `resolve`: nginx has no resolver here, and refuses to start on one without it.
  assert.equal(env.RENDER_UPSTREAM, `${declaredRender.name}:${declaredRender.port}`);
  for (const [name, value] of Object.entries(env)) assert.doesNotMatch(value ?? '', /\bresolve\b/, name);
  for (const folder of ['templates', 'includes', 'compression']) {
    const { data } = named('ConfigMap', `web-${folder}`);
    for (const file of readdirSync(`${root}nginx/${folder}`))
      assert.equal(data[file], readFileSync(`${root}nginx/${folder}/${file}`, 'utf8'), `${folder}/${file}`);
  }
  const [ingress] = ofKind('Ingress');
  const { backend } = ingress.spec.rules[0].http.paths[0];
  const service = named('Service', backend.service.name);
  assert.ok(service.spec.ports.some((/** @type {any} */ p) => p.name === backend.service.port.name));
  assert.equal(
    ingress.spec.rules[0].host,
    new URL(named('ConfigMap', 'api-config').data.PUBLIC_URL).hostname,
  );
});

test('Redis keeps nothing and PostgreSQL is outside; the API reaches both by the names of their Services', () => {
  const config = named('ConfigMap', 'api-config').data;
  const redisUrl = new URL(config.REDIS_URL);
  assert.equal(named('Service', redisUrl.hostname).spec.ports[0].port, Number(redisUrl.port));
  const redis = named('Deployment', redisUrl.hostname).spec.template.spec;
  const args = redis.containers[0].args;
  assert.equal(args[args.indexOf('--save') + 1], '');
  assert.equal(args[args.indexOf('--appendonly') + 1], 'no');
  assert.equal(redis.volumes, undefined);
  const database = new URL(named('Secret', 'api-secrets').stringData.DATABASE_URL);
  assert.equal(named('Service', database.hostname).spec.type, 'ExternalName');
  // Placeholders only: a real secret is never committed.
  for (const [name, value] of Object.entries(named('Secret', 'api-secrets').stringData))
    assert.match(/** @type {string} */ (value), /REPLACE-ME/, name);
});
