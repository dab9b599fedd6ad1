import { readCohort } from './cohort';
import { composedEntries, resolveLiveRemotes } from './liveEntry';
import type { RemoteEntries } from './remoteRegistry';

/** The live pointer beside the shell's own files, as the boot reads it (bootstrap.tsx). */
export const livePointerUrl = (): string => `${__webpack_public_path__}remotes.json`;

/** The highest bucket: below no canary's percent, so the stable side of every split. */
const STABLE_BUCKET = 99;

/**
 * What remotes.json says now for this browser (its cohort's side of a canary split: liveEntry.ts), read past
 * every cache (a promotion or a rollback is one rewrite of that file), or null when it cannot be read: a tab
 * that cannot tell keeps what it composes (docs/releasing.md#open-tabs). A browser without the cohort cookie
 * reads the stable side.
 */
export async function readLivePointer(
  url: string = livePointerUrl(),
  fetchImpl: typeof fetch = fetch,
  doc: Pick<Document, 'cookie' | 'baseURI'> = document,
): Promise<RemoteEntries | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return null;
    const bucket = readCohort(doc.cookie) ?? STABLE_BUCKET;
    return composedEntries(resolveLiveRemotes(await response.json(), bucket, doc.baseURI, () => undefined));
  } catch {
    return null;
  }
}
