import { issuePass } from './pass';

/** What the operator route answers and `npm run qa-link` prints. */
export interface QaLink {
  pass: string;
  /** The confirmation page on the shop's own origin, e.g. /api/qa/enter?pass=... */
  path: string;
  /** path on PUBLIC_URL: the link to hand to QA. */
  url: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface QaLinkPlace {
  /** The shop's public origin (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The API prefix, e.g. /api. */
  apiPrefix: string;
}

/**
 * A new pass and its link. The link always names the shop's origin, never a separate API origin: the QA
 * cookies must belong to the pages they switch (docs/qa-overrides.md).
 */
export function qaLink(key: Buffer, ttlHours: number, place: QaLinkPlace, now = Date.now()): QaLink {
  const { pass, expiresAt } = issuePass(key, ttlHours, now);
  const path = `${place.apiPrefix}/qa/enter?pass=${pass}`;
  return {
    pass,
    path,
    url: `${place.publicUrl.replace(/\/+$/, '')}${path}`,
    expiresAt: expiresAt.toISOString(),
  };
}
