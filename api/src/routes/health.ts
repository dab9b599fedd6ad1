import type { FastifyPluginAsync } from 'fastify';
import type { CatalogService } from '../catalog/service';
import type { Database } from '../db/database';

export interface HealthRouteOptions {
  db: Database;
  catalog: CatalogService;
}

/** GET /health: 200 when the database answers, 503 otherwise. Never cached. */
export const healthRoutes: FastifyPluginAsync<HealthRouteOptions> = async (app, { db, catalog }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              database: { type: 'string' },
              catalogVersion: { type: ['integer', 'null'] },
              uptimeSeconds: { type: 'number' },
            },
          },
          503: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              database: { type: 'string' },
              message: { type: 'string' },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await Promise.race([
          db.query('SELECT 1'),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000).unref()),
        ]);
        return {
          status: 'ok',
          database: db.kind,
          catalogVersion: catalog.version ?? null,
          uptimeSeconds: Math.round(process.uptime()),
        };
      } catch (error) {
        return reply.code(503).send({
          status: 'error',
          database: db.kind,
          message: error instanceof Error ? error.message : 'database unavailable',
        });
      }
    },
  );
};
