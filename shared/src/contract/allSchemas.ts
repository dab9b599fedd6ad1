import type { TSchema } from '@sinclair/typebox';
import { commerceSchemas } from './commerceSchemas';
import { contactSchemas } from './contactSchemas';
import { namedSchemas } from './catalogSchemas';
import { remoteHealthSchemas } from './remoteHealthSchemas';
import { searchSchemas } from './searchSchemas';

/** Every named schema, in dependency order: added to Fastify with addSchema and to the tests' validator. */
export const allSchemas: TSchema[] = [
  ...namedSchemas,
  ...commerceSchemas,
  ...contactSchemas,
  ...searchSchemas,
  ...remoteHealthSchemas,
];
