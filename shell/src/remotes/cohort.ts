import { cookieValue } from '../boot/cookieValue';

/**
 * This browser's canary cohort (docs/releasing.md#canary-releases): a bucket from 0 to 99, kept in a
 * first-party cookie for a year, so a browser composes the same side of every canary split on every load.
 * The boot script sets it before it reads remotes.json; the shell reads the same cookie (or sets it, when it
 * ran first).
 */
export const COHORT_COOKIE = 'sencha_cohort';
const ONE_YEAR_S = 365 * 24 * 3600;
// nginx's page cache reads the cookie by the same rule ($sencha_cohort_key, docs/server-rendering.md#caching).
const BUCKET = /^(?:\d|[1-9]\d)$/;

/** The bucket a value names; null when it is missing or anything but an integer from 0 to 99 as written here. */
export const bucketOf = (value: string | undefined): number | null =>
  value !== undefined && BUCKET.test(value) ? Number(value) : null;

/** The bucket a cookie header holds; null when it is missing or anything but an integer from 0 to 99. */
export const readCohort = (cookie: string): number | null => bucketOf(cookieValue(cookie, COHORT_COOKIE));

/** A fresh bucket, uniform over 0-99: draws at or above 200 are thrown away, so no bucket is likelier. */
export function randomBucket(
  random: () => number = () => crypto.getRandomValues(new Uint8Array(1))[0] ?? 255,
): number {
  for (;;) {
    const draw = random();
    if (draw < 200) return draw % 100;
  }
}

/** The cookie that keeps a bucket, as the browser and the render server write it. */
export const cohortCookie = (bucket: number, secure: boolean): string =>
  `${COHORT_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The browser's bucket: the cookie's, or a fresh one written to the cookie. */
export function ensureCohort(doc: Document, draw: () => number = randomBucket): number {
  const kept = readCohort(doc.cookie);
  if (kept !== null) return kept;
  const bucket = draw();
  doc.cookie = cohortCookie(bucket, doc.location?.protocol === 'https:');
  return bucket;
}
