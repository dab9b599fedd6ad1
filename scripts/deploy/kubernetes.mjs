// deploy/kubernetes/base/: the shop on Kubernetes, made from what the other deployments are made from: names
// and ports from apps.json, images, settings, Redis and the render server from docker-compose.yml, nginx's config
// from nginx/ (docs/operations.md#scaling-the-api). Written by scripts/deploy-config.mjs, one file per manifest
// and the kustomization listing them; `--check` fails when one is stale. Overlays (deploy/kubernetes/overlays/) are
// written by hand: they hold one deployment's host, images, bounds and secrets.
import { apiManifests } from './kubernetes/api.mjs';
import { backingManifests } from './kubernetes/backing.mjs';
import { catalogueManifests } from './kubernetes/catalogue.mjs';
import { renderManifests } from './kubernetes/render.mjs';
import { secretsEnvExample, settingsManifests } from './kubernetes/settings.mjs';
import { webManifests } from './kubernetes/web.mjs';
import { yamlText } from './yamlText.mjs';

/** @typedef {import('./kubernetes/shared.mjs').Sources} Sources */

export const BASE = 'deploy/kubernetes/base';
export const PRODUCTION = 'deploy/kubernetes/overlays/production';
const MADE_FROM = 'apps.json, docker-compose.yml and nginx/';

/** Short names of the kinds whose full names would make long file names. */
const FILE_KIND = {
  HorizontalPodAutoscaler: 'hpa',
  PodDisruptionBudget: 'pdb',
  PersistentVolumeClaim: 'pvc',
};

/**
 * The file of a manifest: `<name>-<kind>.yaml`, e.g. api-deployment.yaml, api-hpa.yaml.
 * @param {{ kind: string, metadata?: { name?: string } }} manifest
 */
export function fileOf({ kind, metadata }) {
  const short = /** @type {Record<string, string>} */ (FILE_KIND)[kind] ?? kind.toLowerCase();
  return `${metadata?.name}-${short}.yaml`;
}

/**
 * Every derived file, by its path from the repository's root.
 * @param {Sources} sources
 * @returns {Record<string, string>}
 */
export function kubernetesFiles(sources) {
  const manifests = [
    ...apiManifests(sources),
    ...settingsManifests(sources),
    ...catalogueManifests(sources),
    ...backingManifests(sources),
    ...webManifests(sources),
    ...renderManifests(sources),
  ];
  /** @type {Record<string, string>} */
  const files = {};
  for (const manifest of manifests) {
    const file = fileOf(manifest);
    if (files[`${BASE}/${file}`]) throw new Error(`two manifests would be ${file}`);
    files[`${BASE}/${file}`] = yamlText(MADE_FROM, [manifest]);
  }
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources: Object.keys(files)
      .map((path) => path.slice(BASE.length + 1))
      .sort(),
  };
  files[`${BASE}/kustomization.yaml`] = yamlText(MADE_FROM, [kustomization]);
  files[`${PRODUCTION}/secrets.env.example`] = secretsEnvExample(sources);
  return files;
}
