// Reading and checking the Kubernetes manifests under deploy/kubernetes/ against the API's own schemas
// (kubernetes-models: types, required fields, formats). The models accept fields they do not know, so the tests
// also check the fields that matter by name (scripts/serving/test/kubernetes*.test.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { CronJob } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

/**
 * A manifest as read: any kind's fields.
 * @typedef {{
 *   apiVersion: string,
 *   kind: string,
 *   metadata: { name: string, namespace?: string, labels?: Record<string, string> },
 *   [field: string]: any,
 * }} Manifest
 */

/** The kinds the shop deploys; any other is refused until added here. */
const MODELS = [
  ConfigMap,
  CronJob,
  Deployment,
  HorizontalPodAutoscaler,
  Ingress,
  Namespace,
  NetworkPolicy,
  PersistentVolumeClaim,
  PodDisruptionBudget,
  Secret,
  Service,
];

/**
 * Throws, naming the manifest and the fields, when it is not a valid object of its kind.
 * @param {Manifest} manifest
 */
export function validateManifest(manifest) {
  const model = MODELS.find((m) => m.apiVersion === manifest.apiVersion && m.kind === manifest.kind);
  const name = `${manifest.apiVersion} ${manifest.kind} ${manifest.metadata?.name}`;
  if (!model) throw new Error(`${name}: not a kind the shop deploys (scripts/deploy/kubernetesModels.mjs)`);
  const Model = /** @type {new (data: Manifest) => { validate(): void }} */ (/** @type {unknown} */ (model));
  try {
    new Model(manifest).validate();
  } catch (error) {
    throw new Error(`${name}: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * Every YAML document of a text (one file or kustomize's output).
 * @param {string} text
 * @returns {Manifest[]}
 */
export function manifestsOf(text) {
  return parseAllDocuments(text).map((document) => {
    if (document.errors.length) throw document.errors[0];
    return document.toJS();
  });
}

/**
 * The YAML files of a folder (not its subfolders), each with its documents.
 * @param {string} folder
 */
export const yamlFilesOf = (folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ file, manifests: manifestsOf(readFileSync(`${folder}/${file}`, 'utf8')) }));
