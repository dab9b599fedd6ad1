/**
 * Wire shapes of the remote health reports (docs/releasing.md#rollback-by-itself): the shell counts, per remote
 * and composed release, how often shoppers saw that remote's areas and how often they failed, under an anonymous
 * random client id; the operator's route gives the figures per version that the canary watcher judges.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { RELEASE_VERSION_PATTERN } from '../releases/releaseVersion';
import { HEALTH_CLIENT_ID_PATTERN, REMOTE_HEALTH_LIMITS } from '../remoteHealth/limits';
import { named, ref } from './catalogSchemas';

export { REMOTE_HEALTH_LIMITS };

/** A remote's name as apps.json spells them (the API checks it is one of them). */
const AppName = Type.String({ pattern: '^[a-z][A-Za-z0-9]{0,39}$', maxLength: 40 });
const Version = Type.String({ pattern: RELEASE_VERSION_PATTERN, maxLength: 60 });
/**
 * Fastify's validator removes unknown properties silently (removeAdditional); naming the allowed ones makes an
 * unknown property a 400 instead, as the shell never sends one.
 */
const strict = (names: string[]) => ({ additionalProperties: false, propertyNames: { enum: names } });
const Count = (description: string) =>
  Type.Integer({ minimum: 0, maximum: REMOTE_HEALTH_LIMITS.maxCount, description });

export const RemoteHealthCountSchema = named(
  'RemoteHealthCount',
  Type.Object(
    {
      app: AppName,
      version: Version,
      views: Count("Times one of the remote's areas was shown (each retry is another)"),
      failures: Count(
        'Views that ended in the unavailable panel: a load failure, a render error or a later error',
      ),
    },
    strict(['app', 'version', 'views', 'failures']),
  ),
);

export const RemoteHealthBatchSchema = named(
  'RemoteHealthBatch',
  Type.Object(
    {
      client: Type.String({
        pattern: HEALTH_CLIENT_ID_PATTERN,
        maxLength: 32,
        description: 'An anonymous random id the browser keeps (no personal data)',
      }),
      counts: Type.Array(ref(RemoteHealthCountSchema), {
        minItems: 1,
        maxItems: REMOTE_HEALTH_LIMITS.maxItems,
      }),
    },
    strict(['client', 'counts']),
  ),
);

export const RemoteHealthQuerySchema = Type.Object({ app: AppName }, { additionalProperties: false });

export const RemoteHealthFiguresSchema = named(
  'RemoteHealthFigures',
  Type.Object({
    app: Type.String(),
    versions: Type.Array(
      Type.Object({
        version: Type.String(),
        clients: Type.Integer({ minimum: 0, description: 'Distinct clients that saw this version' }),
        failingClients: Type.Integer({ minimum: 0, description: 'Of those, the ones that saw it fail' }),
        views: Type.Integer({ minimum: 0 }),
        failures: Type.Integer({ minimum: 0 }),
      }),
    ),
  }),
);

export type RemoteHealthCount = Static<typeof RemoteHealthCountSchema>;
export type RemoteHealthBatch = Static<typeof RemoteHealthBatchSchema>;
export type RemoteHealthFigures = Static<typeof RemoteHealthFiguresSchema>;

/** In dependency order (registered after ./catalogSchemas.ts's: see ./allSchemas.ts). */
export const remoteHealthSchemas: TSchema[] = [
  RemoteHealthCountSchema,
  RemoteHealthBatchSchema,
  RemoteHealthFiguresSchema,
];
