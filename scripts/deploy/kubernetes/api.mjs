// The API on Kubernetes: replicas behind a Service, scaled on CPU, never all evicted at once, and reached only
// from nginx and the render server (docs/operations.md#scaling-the-api).
import {
  NAMES,
  apiDataVolume,
  apiEnvFrom,
  composeService,
  containerSecurity,
  imageOf,
  labelsOf,
  metadataOf,
  mountPathOf,
  nodePodSecurity,
} from './shared.mjs';

/** @typedef {import('./shared.mjs').Sources} Sources */
/** @typedef {import('kubernetes-models/apps/v1').IDeployment} Deployment */
/** @typedef {import('kubernetes-models/v1').IService} Service */
/** @typedef {import('kubernetes-models/autoscaling/v2').IHorizontalPodAutoscaler} HorizontalPodAutoscaler */
/** @typedef {import('kubernetes-models/policy/v1').IPodDisruptionBudget} PodDisruptionBudget */
/** @typedef {import('kubernetes-models/networking.k8s.io/v1').INetworkPolicy} NetworkPolicy */

/** Ready: the database answers and the folders are writable; the pod gets requests only then. */
export const READY_PATH = '/api/health/ready';
/** Alive: the process answers (with a read of the database); a pod that stops answering is restarted. */
export const LIVE_PATH = '/api/health';

/** @param {Sources} sources */
function deployment({ compose, api }) {
  const service = composeService(compose, api.name);
  const data = apiDataVolume(mountPathOf(service, 'apidata'));
  const probe = (/** @type {string} */ path) => ({ httpGet: { path, port: 'http' } });
  /** @type {Deployment} */
  const manifest = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadataOf(api.name),
    // No `replicas`: the HorizontalPodAutoscaler owns the count, and an apply would reset it.
    spec: {
      selector: { matchLabels: labelsOf(api.name) },
      // One new pod at a time, ready before an old one stops.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: labelsOf(api.name) },
        spec: {
          securityContext: nodePodSecurity,
          // Spread over nodes where it can, so one node's loss leaves replicas running.
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: labelsOf(api.name) },
            },
          ],
          containers: [
            {
              name: api.name,
              image: imageOf(service),
              ports: [{ name: 'http', containerPort: api.port }],
              envFrom: apiEnvFrom,
              // Migrations run before the API listens: up to two minutes for the first start of a new version.
              startupProbe: { ...probe(LIVE_PATH), periodSeconds: 5, failureThreshold: 24 },
              readinessProbe: {
                ...probe(READY_PATH),
                periodSeconds: 5,
                timeoutSeconds: 3,
                failureThreshold: 2,
              },
              // It reads from the database too: a minute's patience, so a database failover restarts no pod.
              livenessProbe: {
                ...probe(LIVE_PATH),
                periodSeconds: 10,
                timeoutSeconds: 5,
                failureThreshold: 6,
              },
              // The Service stops sending requests before SIGTERM arrives, so none reaches a closing server.
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              resources: {
                requests: { cpu: '250m', memory: '256Mi' },
                limits: { cpu: '1', memory: '512Mi' },
              },
              securityContext: containerSecurity,
              volumeMounts: data.volumeMounts,
            },
          ],
          volumes: data.volumes,
        },
      },
    },
  };
  return manifest;
}

/** @param {Sources} sources */
function service({ api }) {
  /** @type {Service} */
  const manifest = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: metadataOf(api.name),
    spec: {
      selector: labelsOf(api.name),
      ports: [{ name: 'http', port: api.port, targetPort: 'http' }],
    },
  };
  return manifest;
}

/** @param {Sources} sources */
function autoscaler({ api }) {
  /** @type {HorizontalPodAutoscaler} */
  const manifest = {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: metadataOf(api.name),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: api.name },
      // Two at least, so a rolling update or a lost node never leaves the shop without its API.
      minReplicas: 2,
      maxReplicas: 6,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ],
    },
  };
  return manifest;
}

/** @param {Sources} sources */
function disruptionBudget({ api }) {
  /** @type {PodDisruptionBudget} */
  const manifest = {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: metadataOf(api.name),
    // A node drain evicts one replica at a time, and never the last.
    spec: { minAvailable: 1, selector: { matchLabels: labelsOf(api.name) } },
  };
  return manifest;
}

/**
 * Only nginx and the render server (a page's first reads, docs/server-rendering.md) reach the API: the shop's own
 * pods, which is what makes believing X-Forwarded-For from any pod address (TRUST_PROXY in the ConfigMap) safe.
 * Needs a network plugin that enforces NetworkPolicy; without one it is ignored.
 * @param {Sources} sources
 */
function networkPolicy({ api, render }) {
  /** @type {NetworkPolicy} */
  const manifest = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: metadataOf(api.name),
    spec: {
      podSelector: { matchLabels: labelsOf(api.name) },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [
            { podSelector: { matchLabels: labelsOf(NAMES.web) } },
            { podSelector: { matchLabels: labelsOf(render.name) } },
          ],
          ports: [{ protocol: 'TCP', port: api.port }],
        },
      ],
    },
  };
  return manifest;
}

/** @param {Sources} sources */
export const apiManifests = (sources) => [
  deployment(sources),
  service(sources),
  autoscaler(sources),
  disruptionBudget(sources),
  networkPolicy(sources),
];
