import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestFetch } from '../manifestReads';

export interface RetryTimeoutOptions {
  /** Extra attempts after the first failure. */
  retries: number;
  /** Per attempt, for manifests and remote entry scripts. */
  timeoutMs: number;
  /** Wait before attempt n is backoffMs * n. */
  backoffMs: number;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** Per attempt: a stalled remote's area shows its panel after STALL_BUDGET_MS anyway (RemoteSlot). */
export const DEFAULT_RETRY_OPTIONS: RetryTimeoutOptions = { retries: 2, timeoutMs: 6000, backoffMs: 400 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with a per-attempt timeout, retrying network errors and 5xx answers. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { retries, timeoutMs, backoffMs }: RetryTimeoutOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * attempt);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
}

/** The same URL with a retry marker, so neither the browser cache nor a leftover script tag answers it. */
export function cacheBusted(url: string, attempt: number): string {
  const [path = url, hash] = url.split('#');
  const marked = `${path}${path.includes('?') ? '&' : '?'}mf-retry=${attempt}`;
  return hash === undefined ? marked : `${marked}#${hash}`;
}

/**
 * A remote entry script with CORS enabled: without `crossorigin`, an error the remote throws later is
 * reported to window as an opaque "Script error." and cannot be attributed to the remote's area.
 */
function entryScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/javascript';
  script.crossOrigin = 'anonymous';
  return script;
}

/**
 * The registry only carries the old 0.17 retry plugin, so this is ours: manifests are fetched with a timeout
 * and retries, remote entry scripts get a load timeout, and a failed entry script is loaded again. A retry
 * first drops the runtime's in-flight load of that entry (otherwise the retry waits on the failed load itself
 * and the area never leaves its loading state) and asks for a cache-busted URL.
 */
export function retryTimeoutPlugin(
  options: Partial<RetryTimeoutOptions> = {},
): ModuleFederationRuntimePlugin {
  const settings = { ...DEFAULT_RETRY_OPTIONS, ...options };
  return {
    name: 'sencha-retry-timeout',
    fetch(url, init) {
      // The first attempt takes the manifest read for the routes, or the one the boot script fetched (src/boot/).
      return fetchWithRetry(url, init, settings, manifestFetch);
    },
    createScript() {
      return { script: entryScript(), timeout: settings.timeoutMs };
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }): ReturnType<LoadEntryErrorHook> {
      const retried = (async () => {
        for (let attempt = 1; attempt <= settings.retries; attempt++) {
          await sleep(settings.backoffMs * attempt);
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({
              origin,
              remoteInfo: { ...remoteInfo, entry: cacheBusted(remoteInfo.entry, attempt) },
              remoteEntryExports,
            });
            if (entry) return entry;
          } catch {
            // Next attempt; after the last one the runtime reports the original error.
          }
        }
        return undefined;
      })();
      // The hook's declared type nests the promise (Promise<Promise<entry>>); the runtime awaits it either way.
      return retried as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}
