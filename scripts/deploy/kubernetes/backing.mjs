// What the API uses on Kubernetes: Redis for its rate-limit counters, as docker-compose.yml runs it (nothing
// saved: losing the counters only starts them again), and PostgreSQL, a managed service outside the cluster
// reached as `postgres` (docs/operations.md#scaling-the-api).
import { composeService, imageOf, labelsOf, metadataOf } from './shared.mjs';

/** @typedef {import('./shared.mjs').Sources} Sources */
/** @typedef {import('kubernetes-models/apps/v1').IDeployment} Deployment */
/** @typedef {import('kubernetes-models/v1').IService} Service */
/** @typedef {import('kubernetes-models/networking.k8s.io/v1').INetworkPolicy} NetworkPolicy */

/**
 * Where the API's settings in docker-compose.yml say a service is: its name and port.
 * @param {Sources} sources
 * @param {'REDIS_URL' | 'DATABASE_URL'} setting
 */
function addressOf({ compose, api }, setting) {
  const url = new URL(composeService(compose, api.name).environment?.[setting] ?? '');
  return { name: url.hostname, port: Number(url.port) };
}

/** @param {Sources} sources */
function redis(sources) {
  const { name, port } = addressOf(sources, 'REDIS_URL');
  const service = composeService(sources.compose, name);
  // compose's command is the image's CMD, which Kubernetes calls args; its healthcheck, the readiness probe.
  const [kind, ...check] = service.healthcheck?.test ?? [];
  if (kind !== 'CMD') throw new Error(`docker-compose.yml: ${name}'s healthcheck is not a CMD`);
  /** @type {Deployment} */
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadataOf(name),
    spec: {
      // One: two would count apart. While it restarts the API counts in each replica (never unlimited).
      replicas: 1,
      selector: { matchLabels: labelsOf(name) },
      template: {
        metadata: { labels: labelsOf(name) },
        spec: {
          containers: [
            {
              name,
              image: imageOf(service),
              args: service.command,
              ports: [{ name: 'redis', containerPort: port }],
              readinessProbe: { exec: { command: check }, periodSeconds: 5 },
              livenessProbe: { tcpSocket: { port: 'redis' }, periodSeconds: 10 },
              // Above its maxmemory (compose's command), which it keeps to by dropping old counters.
              resources: { requests: { cpu: '50m', memory: '96Mi' }, limits: { memory: '128Mi' } },
            },
          ],
        },
      },
    },
  };
  /** @type {Service} */
  const clusterService = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: metadataOf(name),
    spec: { selector: labelsOf(name), ports: [{ name: 'redis', port, targetPort: 'redis' }] },
  };
  /** @type {NetworkPolicy} */
  const networkPolicy = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: metadataOf(name),
    spec: {
      podSelector: { matchLabels: labelsOf(name) },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [{ podSelector: { matchLabels: labelsOf(sources.api.name) } }],
          ports: [{ protocol: 'TCP', port }],
        },
      ],
    },
  };
  return [deployment, clusterService, networkPolicy];
}

/**
 * `postgres` as a DNS alias (CNAME) of the managed database's host, which the overlay names.
 * @param {Sources} sources
 */
function postgres(sources) {
  const { name, port } = addressOf(sources, 'DATABASE_URL');
  /** @type {Service} */
  const manifest = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: metadataOf(name),
    spec: { type: 'ExternalName', externalName: 'postgres.example.com', ports: [{ name: 'postgres', port }] },
  };
  return manifest;
}

/** @param {Sources} sources */
export const backingManifests = (sources) => [...redis(sources), postgres(sources)];
