// The catalogue job on Kubernetes (docs/operations.md#catalogue-seed-and-images): docker-compose.yml's
// `catalogue`, which seeds an empty database and draws the missing pictures into the API's volume. A suspended
// CronJob, so its template is applied with the rest and a run is one command:
//   kubectl create job --from=cronjob/catalogue catalogue-$(date +%s)
// (a Job itself could not be applied again: its template cannot change once created).
import {
  NAMES,
  apiDataVolume,
  apiEnvFrom,
  composeService,
  containerSecurity,
  imageOf,
  metadataOf,
  mountPathOf,
  nodePodSecurity,
} from './shared.mjs';

/** @typedef {import('./shared.mjs').Sources} Sources */
/** @typedef {import('kubernetes-models/batch/v1').ICronJob} CronJob */

/** @param {Sources} sources */
function cronJob({ compose }) {
  const service = composeService(compose, NAMES.catalogue);
  const data = apiDataVolume(mountPathOf(service, 'apidata'));
  /** @type {CronJob} */
  const manifest = {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: metadataOf(NAMES.catalogue),
    spec: {
      // Never on its own: run by hand before a new shop's first start and after the seed data or drawings change.
      suspend: true,
      schedule: '@yearly',
      concurrencyPolicy: 'Forbid',
      jobTemplate: {
        spec: {
          backoffLimit: 4,
          ttlSecondsAfterFinished: 86400,
          template: {
            metadata: { labels: metadataOf(NAMES.catalogue).labels },
            spec: {
              restartPolicy: 'OnFailure',
              securityContext: nodePodSecurity,
              containers: [
                {
                  name: NAMES.catalogue,
                  image: imageOf(service),
                  envFrom: apiEnvFrom,
                  resources: { requests: { cpu: '500m', memory: '512Mi' }, limits: { memory: '1Gi' } },
                  securityContext: containerSecurity,
                  volumeMounts: data.volumeMounts,
                },
              ],
              volumes: data.volumes,
            },
          },
        },
      },
    },
  };
  return manifest;
}

/** @param {Sources} sources */
export const catalogueManifests = (sources) => [cronJob(sources)];
