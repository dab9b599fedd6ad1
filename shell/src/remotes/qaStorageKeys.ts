/**
 * Where QA overrides are kept (docs/qa-overrides.md): a module of its own, so a shopper's bundle can remove a
 * leftover record without carrying the override code (qaOverrides.ts).
 */

/** localStorage key holding accepted overrides: { expiresAt, remotes: { remoteName: manifestUrl } }. */
export const QA_OVERRIDES_KEY = 'mf-overrides';
/** sessionStorage key: the overrides that failed on this tab, { remoteName: { url, reason } }. */
export const FALLEN_BACK_KEY = 'mf-overrides-fallen-back';
