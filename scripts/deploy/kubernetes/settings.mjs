// The API's settings on Kubernetes: a ConfigMap of what is not secret (as docker-compose.yml sets it), a Secret
// of placeholders whose real values an overlay supplies, and the shared volume (docs/operations.md#scaling-the-api).
import { NAMES, composeService, metadataOf } from './shared.mjs';

/** @typedef {import('./shared.mjs').Sources} Sources */
/** @typedef {import('kubernetes-models/v1').IConfigMap} ConfigMap */
/** @typedef {import('kubernetes-models/v1').ISecret} Secret */
/** @typedef {import('kubernetes-models/v1').IPersistentVolumeClaim} PersistentVolumeClaim */

/** The shop's address until an overlay gives its own (the Ingress's host follows it). */
export const PUBLIC_URL_PLACEHOLDER = 'https://shop.example';

/**
 * nginx's pods have no fixed address: X-Forwarded-For is believed from any private address, where every common
 * pod network lies (the Ingress controller's hop too, so the API finds the shopper's address before them). Only
 * nginx and the render server may reach the API (its NetworkPolicy), so no other pod can claim an address. An
 * overlay may narrow it to the cluster's pod network.
 */
export const POD_NETWORKS = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16';

/** Settings the ConfigMap takes from the API's service in docker-compose.yml, so both deployments agree. */
const FROM_COMPOSE = ['NODE_ENV', 'HOST', 'REDIS_URL', 'IMAGE_DIR', 'OUTBOX_DIR', 'QA_PASS_KEY_FILE'];

/** What never goes into a committed file: placeholders here, the values in the overlay's secrets.env. */
export const SECRET_NAMES = [
  'DATABASE_URL',
  'ADMIN_TOKEN',
  'NEWSLETTER_SECRET',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];
const PLACEHOLDER = 'REPLACE-ME';

/** @param {Sources} sources */
function config({ compose, api }) {
  const environment = composeService(compose, api.name).environment ?? {};
  const fromCompose = FROM_COMPOSE.map((name) => {
    const value = environment[name];
    if (value === undefined) throw new Error(`docker-compose.yml: the API has no ${name}`);
    return [name, value];
  });
  /** @type {ConfigMap} */
  const manifest = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: metadataOf(NAMES.apiConfig),
    data: {
      ...Object.fromEntries(fromCompose),
      PORT: String(api.port),
      PUBLIC_URL: PUBLIC_URL_PLACEHOLDER,
      TRUST_PROXY: POD_NETWORKS,
    },
  };
  return manifest;
}

/**
 * The database is the compose one's, on a managed PostgreSQL reached as `postgres` (an ExternalName Service).
 * @param {Sources} sources
 */
function placeholderDatabaseUrl({ compose, api }) {
  const url = new URL(composeService(compose, api.name).environment?.DATABASE_URL ?? '');
  url.password = PLACEHOLDER;
  return url.href;
}

/**
 * Placeholders only, never real values: the overlay replaces the whole Secret from its secrets.env (gitignored),
 * and applying these would stop the API at start (ADMIN_TOKEN is too short), not run it with them.
 * @param {Sources} sources
 */
function secret(sources) {
  /** @type {Record<string, string>} */
  const values = {
    DATABASE_URL: placeholderDatabaseUrl(sources),
    SMTP_URL: `smtps://${PLACEHOLDER}@smtp.example`,
  };
  /** @type {Secret} */
  const manifest = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: metadataOf(NAMES.apiSecrets),
    type: 'Opaque',
    stringData: Object.fromEntries(SECRET_NAMES.map((name) => [name, values[name] ?? PLACEHOLDER])),
  };
  return manifest;
}

/**
 * A volume every replica mounts at once: ReadWriteMany, which the cluster's storage must offer (NFS, CephFS, a
 * cloud file share); the overlay may name its storage class.
 * @param {string} name
 * @param {string} size
 */
export function sharedClaim(name, size) {
  /** @type {PersistentVolumeClaim} */
  const manifest = {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: metadataOf(name),
    spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: size } } },
  };
  return manifest;
}

/**
 * The overlay's secrets.env.example: the Secret's names, each to be given a value.
 * @param {Sources} sources
 */
export const secretsEnvExample = (sources) =>
  [
    "# Generated from the base's Secret by scripts/deploy-config.mjs: do not edit.",
    "# The API's secrets for this overlay: copy to secrets.env (gitignored, never committed) and fill in.",
    '# Every variable is described in api/README.md; docs/operations.md#scaling-the-api says how they are applied.',
    `# DATABASE_URL: the managed PostgreSQL, e.g. ${placeholderDatabaseUrl(sources)}, where postgres is`,
    '# the ExternalName Service of its host (postgres-patch.yaml). With TLS verified (?sslmode=verify-full), name',
    "# the provider's host itself instead: the certificate names that host, not postgres.",
    ...SECRET_NAMES.map((name) => `${name}=`),
    '',
  ].join('\n');

/** @param {Sources} sources */
export const settingsManifests = (sources) => [
  config(sources),
  secret(sources),
  sharedClaim(NAMES.apiData, '10Gi'),
];
