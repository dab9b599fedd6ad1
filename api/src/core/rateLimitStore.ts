import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';

/** Every counter's key starts with this, so the shop's counters are told apart in a shared Redis. */
export const RATE_LIMIT_NAMESPACE = 'sencha:rate-limit:';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts in Redis, so that a limit is one limit across every replica (docs/operations.md#scaling-the-api).
 * While Redis cannot answer, each request is counted in this process instead: the limit is then one per
 * replica, bounded still, and the shop keeps selling. Counting goes back to Redis as soon as it answers.
 */
class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly onFallback: (error: Error) => void,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onFallback(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

/** The store class @fastify/rate-limit instantiates with its options (`store`). */
export function sharedRateLimitStore(
  redis: Redis,
  onFallback: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  return class extends SharedStore {
    constructor(options: FastifyRateLimitOptions & RateLimitOptions) {
      const { continueExceeding, exponentialBackoff } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, RATE_LIMIT_NAMESPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
        onFallback,
      );
    }
  };
}
