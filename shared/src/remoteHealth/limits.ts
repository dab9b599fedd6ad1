/**
 * The bounds of a remote health batch (docs/releasing.md#rollback-by-itself), without TypeBox: the shell keeps
 * its queue within them and the API's schema (../contract/remoteHealthSchemas.ts) refuses anything beyond.
 */
export const REMOTE_HEALTH_LIMITS = {
  /** (remote, version) pairs in one batch: a page composes five remotes, a long visit sees a few releases. */
  maxItems: 20,
  /** Views or failures of one pair in one batch. */
  maxCount: 1000,
} as const;

/** The anonymous client id: 16 random bytes in hex, nothing derived from the shopper. */
export const HEALTH_CLIENT_ID_PATTERN = '^[0-9a-f]{32}$';
