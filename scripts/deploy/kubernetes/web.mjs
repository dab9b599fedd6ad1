// nginx on Kubernetes: docker-compose.yml's `web` (its image, settings, template and includes) serving the
// releases folder from a shared volume in front of the API's and the render server's Services; the Ingress sends
// the shop's host to it.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { withDefaults } from '../compose.mjs';
import { PUBLIC_URL_PLACEHOLDER, sharedClaim } from './settings.mjs';
import { NAMES, composeService, imageOf, labelsOf, metadataOf } from './shared.mjs';

/** @typedef {import('./shared.mjs').Sources} Sources */
/** @typedef {import('kubernetes-models/apps/v1').IDeployment} Deployment */
/** @typedef {import('kubernetes-models/v1').IConfigMap} ConfigMap */
/** @typedef {import('kubernetes-models/v1').IEnvVar} EnvVar */
/** @typedef {import('kubernetes-models/v1').IService} Service */
/** @typedef {import('kubernetes-models/networking.k8s.io/v1').IIngress} Ingress */

/**
 * The folders of nginx/ that compose mounts into nginx (templates, includes, compression), each a ConfigMap
 * mounted at the same place. Single files (the resolver of Docker's DNS) are compose's own.
 * @param {Sources} sources
 */
function nginxFolders({ compose, root }) {
  return (composeService(compose, NAMES.web).volumes ?? []).flatMap((volume) => {
    const [source, target] = volume.split(':');
    if (!source.startsWith('./nginx/') || !statSync(`${root}${source}`).isDirectory()) return [];
    const folder = `${root}${source}`;
    const files = readdirSync(folder).sort();
    const data = Object.fromEntries(files.map((file) => [file, readFileSync(`${folder}/${file}`, 'utf8')]));
    return [{ name: `${NAMES.web}-${source.slice('./nginx/'.length)}`, target, data }];
  });
}

/** The port of nginx's Service: what the Ingress and the render server (STATIC_ORIGIN) reach. */
export const WEB_SERVICE_PORT = 80;

/**
 * compose's settings of nginx, but for the upstreams compose follows by Docker's DNS (`api:4000 resolve`): here
 * each is its Service, whose one address spreads connections over the ready pods. A cluster has no resolver for
 * nginx to follow (nginx/resolver/docker.conf is compose's), and nginx refuses to start on a `resolve` without
 * one: an upstream this does not know is refused here, not in the pods. A setting compose takes from .env
 * (PUBLIC_URL) comes from the API's ConfigMap, so both name one address.
 * @param {Sources} sources
 * @returns {EnvVar[]}
 */
function nginxEnv({ compose, api, render }) {
  /** @type {Record<string, { name: string, port: number }>} */
  const upstreams = { API_UPSTREAM: api, RENDER_UPSTREAM: render };
  return Object.entries(composeService(compose, NAMES.web).environment ?? {}).map(([name, value]) => {
    const service = upstreams[name];
    if (service) {
      const address = `${service.name}:${service.port}`;
      if (value !== address && !value.startsWith(`${address} `))
        throw new Error(`docker-compose.yml: web's ${name} ${value} is not ${address} (apps.json)`);
      return { name, value: address };
    }
    if (/\sresolve\b/.test(value))
      throw new Error(`docker-compose.yml: web's ${name} ${value}: an upstream with no Service here`);
    const variable = /^\$\{(\w+)/.exec(value);
    if (variable)
      return { name, valueFrom: { configMapKeyRef: { name: NAMES.apiConfig, key: variable[1] } } };
    return { name, value: withDefaults(value) };
  });
}

/** @param {Sources} sources */
function deployment(sources) {
  const web = composeService(sources.compose, NAMES.web);
  const env = nginxEnv(sources);
  const port = Number(env.find((variable) => variable.name === 'LISTEN_PORT')?.value);
  const releases = (web.volumes ?? []).find((volume) => volume.startsWith('./releases:'))?.split(':')[1];
  if (!port || !releases)
    throw new Error('docker-compose.yml: web has no LISTEN_PORT or no ./releases mount');
  const folders = nginxFolders(sources);
  // A change of the template or the includes is a change of the pods: they are replaced, and read it at start.
  const checksum = createHash('sha256')
    .update(JSON.stringify(folders.map(({ data }) => data)))
    .digest('hex');
  /** @type {Deployment} */
  const manifest = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadataOf(NAMES.web),
    spec: {
      replicas: 2,
      selector: { matchLabels: labelsOf(NAMES.web) },
      template: {
        metadata: {
          labels: labelsOf(NAMES.web),
          annotations: { 'checksum/nginx-config': checksum.slice(0, 16) },
        },
        spec: {
          containers: [
            {
              name: NAMES.web,
              image: imageOf(web),
              ports: [{ name: 'http', containerPort: port }],
              env,
              // Ready once the releases volume holds a live shop (remotes.json); alive while nginx accepts.
              readinessProbe: { httpGet: { path: '/remotes.json', port: 'http' }, periodSeconds: 5 },
              livenessProbe: { tcpSocket: { port: 'http' }, periodSeconds: 10 },
              resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '128Mi' } },
              volumeMounts: [
                ...folders.map(({ name, target }) => ({ name, mountPath: target, readOnly: true })),
                { name: 'releases', mountPath: releases, readOnly: true },
              ],
            },
          ],
          volumes: [
            ...folders.map(({ name }) => ({ name, configMap: { name } })),
            { name: 'releases', persistentVolumeClaim: { claimName: NAMES.releases, readOnly: true } },
          ],
        },
      },
    },
  };
  return manifest;
}

/** @param {Sources} sources */
const configMaps = (sources) =>
  nginxFolders(sources).map(({ name, data }) => {
    /** @type {ConfigMap} */
    const manifest = { apiVersion: 'v1', kind: 'ConfigMap', metadata: metadataOf(name), data };
    return manifest;
  });

function service() {
  /** @type {Service} */
  const manifest = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: metadataOf(NAMES.web),
    spec: {
      selector: labelsOf(NAMES.web),
      ports: [{ name: 'http', port: WEB_SERVICE_PORT, targetPort: 'http' }],
    },
  };
  return manifest;
}

/** The shop's host to nginx; TLS and the host of production are the overlay's. */
function ingress() {
  /** @type {Ingress} */
  const manifest = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: metadataOf(NAMES.web),
    spec: {
      rules: [
        {
          host: new URL(PUBLIC_URL_PLACEHOLDER).hostname,
          http: {
            paths: [
              {
                path: '/',
                pathType: 'Prefix',
                backend: { service: { name: NAMES.web, port: { name: 'http' } } },
              },
            ],
          },
        },
      ],
    },
  };
  return manifest;
}

/** @param {Sources} sources */
export const webManifests = (sources) => [
  deployment(sources),
  ...configMaps(sources),
  service(),
  ingress(),
  sharedClaim(NAMES.releases, '5Gi'),
];
