const FETCH_TIMEOUT_MS = 2000;

/**
 * A JSON file of the shop's origin (remotes.json, config.json) read at most once per `ttlMs`, one read in flight
 * at a time: a promotion is seen within that time, and a burst of pages costs one read. A failed read is not
 * kept, and fails every request waiting on it (each then renders in the browser).
 */
export function freshJson(url: string, ttlMs: number, now: () => number = Date.now): () => Promise<unknown> {
  let kept: { at: number; value: Promise<unknown> } | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.value;
    const value = fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    const entry = { at: now(), value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
