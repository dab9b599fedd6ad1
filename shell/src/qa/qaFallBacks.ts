import { useSyncExternalStore } from 'react';
import type { StorageLike } from '@sencha/platform';
import { FALLEN_BACK_KEY, readFallenBack, type FallBack, type FallenBack } from '../remotes/qaOverrides';
import type { RemoteName } from '../remotes/remoteRegistry';

/**
 * The overrides that fell back to the live version on this tab (docs/qa-overrides.md): kept in sessionStorage,
 * so later pages of the visit compose live without trying the failed override again, and held here for the QA
 * banner and /versions, which show each one as it happens.
 */
let current: FallenBack = {};
const listeners = new Set<() => void>();

function publish(next: FallenBack): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

/** What the page starts with: the fallbacks recorded by this tab's earlier pages. */
export function showFallBacks(record: FallenBack): void {
  publish(record);
}

/** Records a fallback for the rest of the visit, and shows it. */
export function recordFallBack(session: StorageLike, name: RemoteName, fallBack: FallBack): void {
  const record = { ...readFallenBack(session), [name]: fallBack };
  session.setItem(FALLEN_BACK_KEY, JSON.stringify(record));
  publish({ ...current, [name]: fallBack });
}

/** Forgets fallbacks: a new override value for a remote deserves a try of its own. */
export function forgetFallBacks(session: StorageLike, names: readonly RemoteName[]): void {
  const record = readFallenBack(session);
  for (const name of names) delete record[name];
  session.setItem(FALLEN_BACK_KEY, JSON.stringify(record));
  const shown = { ...current };
  for (const name of names) delete shown[name];
  publish(shown);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The fallbacks of this tab, updated as they happen. */
export function useQaFallBacks(): FallenBack {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/**
 * A failure's reason in a line: the runtime's messages carry a prefix, codes and a documentation link that
 * QA does not need in a banner.
 */
export function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n')[0] ?? '').replace(/^\[\s*Federation Runtime\s*\]:?\s*/i, '').trim();
  if (!line) return 'it failed to load';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
