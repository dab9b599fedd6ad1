// The render server on Kubernetes (docs/operations.md#server-rendering): docker-compose.yml's `render`, the live
// shell's server build (docs/server-rendering.md) run from the releases volume on a plain Node image, behind a
// Service only nginx reaches. Stateless: any replica renders any page, and while none answers nginx serves
// index.html and the pages render in the browser, so it is no hard dependency of the shop.
import { withDefaults } from '../compose.mjs';
import { WEB_SERVICE_PORT } from './web.mjs';
import {
  NAMES,
  composeService,
  containerSecurity,
  imageOf,
  labelsOf,
  metadataOf,
  nodeReaderSecurity,
} from './shared.mjs';

/** @typedef {import('./shared.mjs').Sources} Sources */
/** @typedef {import('./shared.mjs').Declared} Declared */
/** @typedef {import('kubernetes-models/apps/v1').IDeployment} Deployment */
/** @typedef {import('kubernetes-models/v1').IEnvVar} EnvVar */
/** @typedef {import('kubernetes-models/v1').IService} Service */
/** @typedef {import('kubernetes-models/networking.k8s.io/v1').INetworkPolicy} NetworkPolicy */

/** The render server's health route (shell/src/server/main.ts HEALTH_PATH): it answers while the server listens. */
export const HEALTH_PATH = '/__render/health';

/**
 * compose's address of a service (`http://api:4000`, `http://web`) as its Service's here, checked to name that
 * service where compose runs it, so a change of compose's address is a change here rather than a silent miss.
 * @param {string} setting
 * @param {string} value
 * @param {Declared} service its name and the port of its Service
 * @param {number} composePort where compose's service listens
 */
function serviceOrigin(setting, value, { name, port }, composePort) {
  const url = new URL(value);
  if (url.hostname !== name || Number(url.port || 80) !== composePort || url.pathname !== '/')
    throw new Error(`docker-compose.yml: render's ${setting} ${value} is not ${name}'s (:${composePort})`);
  return new URL(`${url.protocol}//${name}:${port}`).origin;
}

/**
 * compose's settings of the render server, but for the addresses of nginx and the API: their Services. A setting
 * compose takes from .env (PUBLIC_URL) comes from the API's ConfigMap, as nginx's does.
 * @param {Sources} sources
 * @returns {EnvVar[]}
 */
function renderEnv({ compose, api, render }) {
  const webListen = Number(withDefaults(composeService(compose, NAMES.web).environment?.LISTEN_PORT ?? ''));
  const web = { name: NAMES.web, port: WEB_SERVICE_PORT };
  return Object.entries(composeService(compose, render.name).environment ?? {}).map(([name, value]) => {
    if (name === 'SSR_PORT' && Number(value) !== render.port)
      throw new Error(`docker-compose.yml: render's SSR_PORT ${value} is not apps.json's ${render.port}`);
    // nginx, from which it reads remotes.json, config.json and the remotes' manifests and server bundles.
    if (name === 'STATIC_ORIGIN') return { name, value: serviceOrigin(name, value, web, webListen) };
    if (name === 'API_URL') return { name, value: serviceOrigin(name, value, api, api.port) };
    const variable = /^\$\{(\w+)/.exec(value);
    if (variable)
      return { name, valueFrom: { configMapKeyRef: { name: NAMES.apiConfig, key: variable[1] } } };
    return { name, value: withDefaults(value) };
  });
}

/** @param {Sources} sources */
function deployment(sources) {
  const { compose, render } = sources;
  const service = composeService(compose, render.name);
  const releases = (service.volumes ?? []).find((volume) => volume.startsWith('./releases:'))?.split(':')[1];
  // It runs the live shell's build where the releases folder is mounted: the same path as in compose.
  if (!releases || !service.working_dir?.startsWith(`${releases}/`))
    throw new Error("docker-compose.yml: render's working_dir is not in its ./releases mount");
  const check = service.healthcheck?.test.join(' ') ?? '';
  if (!check.includes(`:${render.port}${HEALTH_PATH}'`))
    throw new Error(`docker-compose.yml: render's healthcheck does not ask ${HEALTH_PATH}: ${check}`);
  // A function, not one object: two references to one object would be a YAML anchor and alias in the file.
  const probe = () => ({ httpGet: { path: HEALTH_PATH, port: 'http' }, timeoutSeconds: 3 });
  /** @type {Deployment} */
  const manifest = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadataOf(render.name),
    spec: {
      // Two, so a rollout (one pod at a time) or a lost node still renders pages. After a shell promotion each pod
      // exits to be restarted on the new shell; pages render in the browser until one is ready again.
      // (docs/operations.md#server-rendering)
      replicas: 2,
      selector: { matchLabels: labelsOf(render.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: labelsOf(render.name) },
        spec: {
          securityContext: nodeReaderSecurity,
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: labelsOf(render.name) },
            },
          ],
          containers: [
            {
              name: render.name,
              image: imageOf(service),
              // compose's command is the image's CMD, which Kubernetes calls args. compose's `init` has no
              // counterpart: node runs as PID 1 and stops on SIGTERM itself (shell/src/server/main.ts).
              args: service.command,
              workingDir: service.working_dir,
              ports: [{ name: 'http', containerPort: render.port }],
              env: renderEnv(sources),
              readinessProbe: { ...probe(), periodSeconds: 5, failureThreshold: 2 },
              livenessProbe: { ...probe(), periodSeconds: 10, failureThreshold: 3 },
              // The Service stops sending pages before SIGTERM arrives, so none is cut off by the stop.
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              // React renders in worker threads, one per composed snapshot (SSR_MAX_WORKERS, 4): memory for
              // them all, a whole CPU for a burst; an idle pod needs little.
              resources: {
                requests: { cpu: '100m', memory: '192Mi' },
                limits: { cpu: '1', memory: '512Mi' },
              },
              securityContext: containerSecurity,
              volumeMounts: [{ name: 'releases', mountPath: releases, readOnly: true }],
            },
          ],
          volumes: [
            { name: 'releases', persistentVolumeClaim: { claimName: NAMES.releases, readOnly: true } },
          ],
        },
      },
    },
  };
  return manifest;
}

/** @param {Sources} sources */
function service({ render }) {
  /** @type {Service} */
  const manifest = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: metadataOf(render.name),
    spec: {
      selector: labelsOf(render.name),
      ports: [{ name: 'http', port: render.port, targetPort: 'http' }],
    },
  };
  return manifest;
}

/**
 * Only nginx reaches the render server: shoppers' pages come through it (its cache, its fallback to the
 * browser), never straight to the render server. Ignored without a network plugin that enforces NetworkPolicy.
 * @param {Sources} sources
 */
function networkPolicy({ render }) {
  /** @type {NetworkPolicy} */
  const manifest = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: metadataOf(render.name),
    spec: {
      podSelector: { matchLabels: labelsOf(render.name) },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [{ podSelector: { matchLabels: labelsOf(NAMES.web) } }],
          ports: [{ protocol: 'TCP', port: render.port }],
        },
      ],
    },
  };
  return manifest;
}

/** @param {Sources} sources */
export const renderManifests = (sources) => [deployment(sources), service(sources), networkPolicy(sources)];
