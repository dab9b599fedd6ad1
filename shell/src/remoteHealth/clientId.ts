import type { StorageLike } from '@sencha/platform';
import { HEALTH_CLIENT_ID_PATTERN } from '@sencha/shared/remote-health-limits';

/** Where the browser keeps its anonymous remote health id (docs/releasing.md#rollback-by-itself). */
export const HEALTH_CLIENT_KEY = 'sencha_health_client';

const CLIENT_ID = new RegExp(HEALTH_CLIENT_ID_PATTERN);

const randomHex = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * This browser's anonymous id: 16 random bytes, nothing about the shopper. It lets the watcher count distinct
 * browsers, so one browser reporting a thousand failures weighs as one. A missing or malformed one is replaced.
 */
export function healthClientId(storage: StorageLike, random: () => string = randomHex): string {
  const kept = storage.getItem(HEALTH_CLIENT_KEY);
  if (kept !== null && CLIENT_ID.test(kept)) return kept;
  const fresh = random();
  storage.setItem(HEALTH_CLIENT_KEY, fresh);
  return fresh;
}
