const FETCH_TIMEOUT_MS = 2000;

/**
 * A file of the shop's origin (remotes.json, config.json, index.html) read at most once per `ttlMs`, one read in
 * flight at a time: a promotion is seen within that time, and a burst of pages costs one read. A failed read is
 * not kept, and fails every request waiting on it (each then renders in the browser).
 */
export function freshFile<T>(
  url: string,
  ttlMs: number,
  read: (response: Response) => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.value;
    const value = fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return read(response);
    });
    const entry = { at: now(), value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}

export const freshJson = (url: string, ttlMs: number, now?: () => number): (() => Promise<unknown>) =>
  freshFile(url, ttlMs, (response) => response.json() as Promise<unknown>, now);
