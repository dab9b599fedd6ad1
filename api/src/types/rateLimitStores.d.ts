// @fastify/rate-limit's own stores, which its types do not describe: the shared store (core/rateLimitStore.ts)
// combines them.
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore;
  export = RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    cache?: number,
  ) => FastifyRateLimitStore;
  export = LocalStore;
}
