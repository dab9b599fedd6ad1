import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The Fastify instance with the TypeBox type provider, as every plugin and route sees it. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What every feature plugin is given: where its routes live (the API prefix, or the origin's root). */
export interface FeatureOptions {
  prefix: string;
}
