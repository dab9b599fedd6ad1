import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@sencha/platform';
import { composedEntries, resolveLiveRemotes } from '../remotes/liveEntry';
import type { RemoteEntries } from '../remotes/remoteRegistry';
import type { CompositionSpec } from './composition';
import type { Settings } from './settings';

export interface ComposedRequest {
  /** The hash of what the worker composes: one worker per distinct snapshot. */
  key: string;
  spec: CompositionSpec;
}

/**
 * What one shopper's page composes: remotes.json as their cohort resolves it (the browser's own resolver,
 * remotes/liveEntry.ts), resolved against the page's URL as the browser resolves it. A manifest on the page's own
 * origin is read from STATIC_ORIGIN, which may be another address from this server (the nginx service in
 * Compose); the page is handed the URL the browser uses.
 */
export function composeRequest(
  settings: Settings,
  livePointer: unknown,
  config: Partial<RuntimeConfig>,
  cohort: number,
  pageUrl: string,
): ComposedRequest {
  const entries = composedEntries(resolveLiveRemotes(livePointer, cohort, pageUrl, () => undefined));
  const pageOrigin = new URL(pageUrl).origin;
  const fetchEntries: RemoteEntries = {};
  for (const [name, entry] of Object.entries(entries) as [keyof RemoteEntries, string][]) {
    const url = new URL(entry, pageUrl);
    // The server runs the remote's code: only the shop's own releases, or an origin it was told to trust. Any
    // other remote's pages render in the browser, whose CSP decides.
    if (url.origin === pageOrigin) fetchEntries[name] = `${settings.STATIC_ORIGIN}${url.pathname}`;
    else if (settings.SSR_REMOTE_ORIGINS.includes(url.origin)) fetchEntries[name] = url.href;
  }
  const spec: CompositionSpec = {
    entries,
    fetchEntries,
    // The shop's address for canonical and share URLs, where config.json leaves it to the deployment.
    config: { ...config, siteUrl: config.siteUrl ?? settings.PUBLIC_URL },
    apiOrigin: settings.API_URL,
    areaBudgetMs: settings.SSR_AREA_BUDGET_MS,
  };
  const key = createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 16);
  return { key, spec };
}
