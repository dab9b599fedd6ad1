// What the Kubernetes manifests (deploy/kubernetes/base/) share: labels, the names one manifest gives another,
// and the pod settings of the Node images (docs/operations.md#scaling-the-api).
import { withDefaults } from '../compose.mjs';

/** @typedef {import('../compose.mjs').Compose} Compose */
/** @typedef {import('../compose.mjs').ComposeService} ComposeService */
/** @typedef {import('kubernetes-models/v1').IPodSecurityContext} PodSecurityContext */
/** @typedef {import('kubernetes-models/v1').ISecurityContext} SecurityContext */
/** @typedef {import('kubernetes-models/v1').IEnvFromSource} EnvFromSource */

/**
 * A part of the shop apps.json lists: its name (its Service's, its pods' label) and its port.
 * @typedef {{ name: string, port: number }} Declared
 */

/**
 * What the manifests are made from.
 * @typedef {{ compose: Compose, api: Declared, render: Declared, root: string }} Sources
 */

/** The names one manifest gives another. */
export const NAMES = {
  apiConfig: 'api-config',
  apiSecrets: 'api-secrets',
  apiData: 'api-data',
  releases: 'web-releases',
  web: 'web',
  catalogue: 'catalogue',
};

/**
 * The labels of a part of the shop: its pods carry them, and its Service, NetworkPolicy, HPA and PDB select by them.
 * @param {string} name
 */
export const labelsOf = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'sencha' });

/** @param {string} name */
export const metadataOf = (name) => ({ name, labels: labelsOf(name) });

/**
 * A service of docker-compose.yml, which the manifests follow.
 * @param {Compose} compose
 * @param {string} name
 */
export function composeService(compose, name) {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
}

/**
 * The image a compose service names, with no variable set (an overlay's `images` gives the registry and tag).
 * @param {ComposeService} service
 */
export const imageOf = (service) => withDefaults(service.image ?? '');

/**
 * Where a compose service mounts a named volume.
 * @param {ComposeService} service
 * @param {string} volume
 */
export function mountPathOf(service, volume) {
  const target = (service.volumes ?? []).find((entry) => entry.startsWith(`${volume}:`))?.split(':')[1];
  if (!target)
    throw new Error(`docker-compose.yml: no ${volume} volume in ${JSON.stringify(service.volumes)}`);
  return target;
}

/** The API's settings: the ConfigMap of what is not secret, the Secret of what is. */
/** @type {EnvFromSource[]} */
export const apiEnvFrom = [
  { configMapRef: { name: NAMES.apiConfig } },
  { secretRef: { name: NAMES.apiSecrets } },
];

/**
 * The API's and the catalogue job's pods: the image's user `node` (uid 1000), which owns /var/lib/sencha in the
 * image; fsGroup makes a fresh volume writable for it.
 * @type {PodSecurityContext}
 */
export const nodePodSecurity = {
  runAsNonRoot: true,
  runAsUser: 1000,
  runAsGroup: 1000,
  fsGroup: 1000,
  seccompProfile: { type: 'RuntimeDefault' },
};

/**
 * Pods of a Node image that only read (the render server's): the same user, without fsGroup, which would have the
 * kubelet change the group of a shared volume they mount (the releases folder) that is not theirs.
 * @type {PodSecurityContext}
 */
export const nodeReaderSecurity = Object.fromEntries(
  Object.entries(nodePodSecurity).filter(([key]) => key !== 'fsGroup'),
);

/** @type {SecurityContext} */
export const containerSecurity = { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } };

/**
 * The shared volume of the API's pods and the catalogue job: images and the outbox (ReadWriteMany).
 * @param {string} mountPath
 */
export const apiDataVolume = (mountPath) => ({
  volumes: [{ name: 'data', persistentVolumeClaim: { claimName: NAMES.apiData } }],
  volumeMounts: [{ name: 'data', mountPath }],
});
