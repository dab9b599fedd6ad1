import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CatalogService } from '../catalog/service';
import type { Database } from '../db/database';
import { HealthFailureSchema, HealthSchema, ReadySchema, ref } from '@sencha/shared/contract';

export interface HealthRouteOptions {
  db: Database;
  catalog: CatalogService;
}

const TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} timed out`)), TIMEOUT_MS).unref(),
    ),
  ]);
}

/**
 * GET /health: liveness, cheap (one SELECT 1; 503 when the database does not answer).
 * GET /health/ready: readiness, proves the write path: one committed (and, on PGlite, flushed) update of the
 * health_probe row; 503 when it fails, e.g. on a damaged data folder or a full disk. Neither is cached.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (app, { db, catalog }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database check (cheap: a read)',
        response: { 200: ref(HealthSchema), 503: ref(HealthFailureSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(db.query('SELECT 1'), 'database check');
        return {
          status: 'ok' as const,
          database: db.kind,
          catalogVersion: catalog.version ?? null,
          uptimeSeconds: Math.round(process.uptime()),
        };
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply.code(503).send({
          status: 'error' as const,
          database: db.kind,
          message: 'The database does not answer.',
          requestId: request.id,
        });
      }
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: proves that a write commits (503 otherwise)',
        response: { 200: ref(ReadySchema), 503: ref(HealthFailureSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const started = performance.now();
      try {
        const rows = await withTimeout(
          db.transaction((tx) =>
            tx.query<{ counter: string }>(
              'UPDATE health_probe SET checked_at = now(), counter = counter + 1 WHERE id = 1 RETURNING counter',
            ),
          ),
          'write probe',
        );
        if (rows.length !== 1) throw new Error('health_probe row is missing');
        return {
          status: 'ready' as const,
          database: db.kind,
          writeMs: Math.round((performance.now() - started) * 100) / 100,
        };
      } catch (error) {
        request.log.error({ err: error }, 'readiness write probe failed');
        return reply.code(503).send({
          status: 'error' as const,
          database: db.kind,
          message: 'The database does not accept writes.',
          requestId: request.id,
        });
      }
    },
  );
};
