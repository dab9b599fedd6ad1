import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorRef, RemoteHealthBatchSchema, ref } from '@sencha/shared/contract';
import { ValidationError } from '../core/errors';
import type { RemoteHealthService } from './service';

export interface RemoteHealthRouteOptions {
  remoteHealth: RemoteHealthService;
  /** The remotes of apps.json: a count for any other name is refused. */
  remotes: ReadonlySet<string>;
  rateLimit: { max: number; timeWindow: number };
}

/** 20 counts of about 100 bytes each, with room to spare. */
const BODY_LIMIT = 4096;

/**
 * POST /remote-health: the shell's batch of counts (docs/releasing.md#rollback-by-itself), 204. The shell sends
 * its last batch with navigator.sendBeacon as text/plain (a type every browser lets a beacon carry), so this
 * route alone reads text/plain bodies, as JSON.
 */
export const remoteHealthRoutes: FastifyPluginAsyncTypebox<RemoteHealthRouteOptions> = async (
  app,
  { remoteHealth, remotes, rateLimit },
) => {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new ValidationError('The body is not JSON.'), undefined);
      }
    },
  );
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/remote-health',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['monitoring'],
        summary: "The storefront's counts of remote area views and failures per composed release",
        body: ref(RemoteHealthBatchSchema),
        response: { 204: Type.Null(), 400: ErrorRef, 413: ErrorRef, 415: ErrorRef, 429: ErrorRef },
      },
    },
    async (request, reply) => {
      const { client, counts } = request.body;
      if (counts.some(({ app: remote }) => !remotes.has(remote)))
        throw new ValidationError('Counts may only name the remotes of this shop.');
      await remoteHealth.record(client, counts);
      reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );
};
