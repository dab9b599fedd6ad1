import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How often the same Redis trouble is logged again while it lasts. */
const WARN_EVERY_MS = 60_000;

/** A logger of one kind of trouble that says it once a minute, not once per request. */
export function throttledWarning(log: FastifyBaseLogger, message: string): (error: Error) => void {
  let last = -Infinity;
  return (error) => {
    const now = Date.now();
    if (now - last < WARN_EVERY_MS) return;
    last = now;
    log.warn({ err: error }, message);
  };
}

/**
 * The client for REDIS_URL, which only ever holds the rate-limit counters (api/README.md#where-state-lives).
 * The start never waits for Redis: when it cannot be reached the shop serves with per-replica counters
 * (core/rateLimitStore.ts) while ioredis keeps reconnecting in the background.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // A command fails at once while disconnected, rather than holding a shopper's request for a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  client.on('error', throttledWarning(log, 'Redis connection failed'));
  client.on('ready', () => log.info('Redis connected: rate limits are shared by every replica'));
  try {
    await client.connect();
  } catch (error) {
    log.warn({ err: error }, 'Redis cannot be reached yet: rate limits count in this process until it can');
  }
  return client;
}

export async function closeRedis(client: Redis): Promise<void> {
  await client.quit().catch(() => client.disconnect());
}
