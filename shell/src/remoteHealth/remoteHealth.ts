import { releaseVersionOf } from '../remotes/liveEntry';
import type { RemoteEntries, RemoteName } from '../remotes/remoteRegistry';

/** How often the counts are sent while the page is open. */
export const HEALTH_FLUSH_MS = 30_000;

/**
 * One showing of a remote's area (a slot's attempt): counted as a view once, and as a failure at most once,
 * against the release composed when it opened.
 */
export interface AreaView {
  open(): void;
  fail(): void;
}

/** What takes the counts: the reporter (./startRemoteHealth.ts), loaded after the first paint. */
export interface HealthRecorder {
  record(remote: RemoteName, version: string, kind: 'views' | 'failures'): void;
}

/** Counts made before the reporter is in, handed to it then (a page's first views come before it). */
const EARLY_MAX = 100;
let early: Parameters<HealthRecorder['record']>[] | null = null;
let reporter: HealthRecorder | null = null;
let pageUrl = '';

function record(...args: Parameters<HealthRecorder['record']>): void {
  if (reporter) reporter.record(...args);
  else if (early && early.length < EARLY_MAX) early.push(args);
}

/**
 * The releases this page composes, before its first area shows: counting starts now, sending once the
 * reporter is in (attachRecorder). Never called in QA mode, where nothing is counted.
 */
export function countAreas(entries: RemoteEntries, url: string): void {
  pageUrl = url;
  versions.clear();
  for (const [name, entry] of Object.entries(entries) as [RemoteName, string][])
    noteComposedEntry(name, entry);
  if (!reporter) early ??= [];
}

/** Hands the counts so far to `recorder`, and every later one; returns the detach. */
export function attachRecorder(recorder: HealthRecorder): () => void {
  for (const args of early ?? []) recorder.record(...args);
  early = null;
  reporter = recorder;
  return () => {
    if (reporter === recorder) reporter = null;
  };
}
const versions = new Map<RemoteName, string>();

/** A remote composed from another manifest (a retry from the live pointer): later views count against it. */
export function noteComposedEntry(name: RemoteName, entry: string): void {
  const version = releaseVersionOf(name, entry, pageUrl);
  if (version) versions.set(name, version);
  else versions.delete(name);
}

/** The view of one showing of `remote`'s area; does nothing while health reporting is off. */
export function areaView(remote: RemoteName): AreaView {
  let version: string | undefined;
  let failed = false;
  const view: AreaView = {
    open() {
      if (version !== undefined) return;
      version = versions.get(remote) ?? '';
      if (version) record(remote, version, 'views');
    },
    fail() {
      view.open();
      if (failed) return;
      failed = true;
      if (version) record(remote, version, 'failures');
    },
  };
  return view;
}
