/**
 * Versioned schema migrations (./migrations/<version>.do.<name>.sql, postgrator's naming), applied in order at
 * start and by the seed job (./migrate.ts). Never edit a migration that has shipped: add a new file and list
 * it here. The bundles carry them as text (esbuild's text loader), so no SQL file ships beside them.
 */
import catalogue from './migrations/001.do.catalogue.sql';
import newsletterConsent from './migrations/002.do.newsletter_consent.sql';
import commerce from './migrations/003.do.commerce.sql';
import contactMessage from './migrations/004.do.contact_message.sql';
import teawaresName from './migrations/005.do.teawares_name.sql';
import search from './migrations/006.do.search.sql';
import contactDigest from './migrations/007.do.contact_digest.sql';
import jobLease from './migrations/008.do.job_lease.sql';
import remoteHealth from './migrations/009.do.remote_health.sql';

export interface Migration {
  /** Postgrator's version: a positive integer, applied in ascending order. */
  version: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  { version: 1, name: 'catalogue', sql: catalogue },
  { version: 2, name: 'newsletter_consent', sql: newsletterConsent },
  { version: 3, name: 'commerce', sql: commerce },
  { version: 4, name: 'contact_message', sql: contactMessage },
  { version: 5, name: 'teawares_name', sql: teawaresName },
  { version: 6, name: 'search', sql: search },
  { version: 7, name: 'contact_digest', sql: contactDigest },
  { version: 8, name: 'job_lease', sql: jobLease },
  { version: 9, name: 'remote_health', sql: remoteHealth },
];

/** How a migration is named in logs and in the version table of earlier releases: '001_catalogue'. */
export function migrationLabel(migration: Pick<Migration, 'version' | 'name'>): string {
  return `${String(migration.version).padStart(3, '0')}_${migration.name}`;
}
