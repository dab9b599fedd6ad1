import type { QaOverrideSettings } from '@sencha/platform';
import { QA_STATUS_PATH, hasQaHint, qaStatusOf } from '../qa/qaMode';
import {
  overridePolicy,
  parseOverrideParams,
  readFallenBack,
  readStoredOverrides,
} from '../remotes/qaOverrides';
import type { RemoteEntries, RemoteName } from '../remotes/remoteRegistry';
import { absoluteUrl } from './handover';
import { jsonOf, type BootFetches } from './bootFetches';
import { readOnlyStorage } from './bootConfig';

export interface BootOverrides {
  /** Stored overrides the shell will use as they are (they were checked before they were stored). */
  overrides: RemoteEntries;
  /** Remotes the URL asks to override: the shell checks the new value first, so their code is not started. */
  undecided: ReadonlySet<string>;
}

export const NO_OVERRIDES: BootOverrides = { overrides: {}, undecided: new Set() };

/** Whether this page may be in QA mode at all: one read of document.cookie, nothing else. */
export const mayBeQa = (win: Window, qa: QaOverrideSettings): boolean =>
  qa.enabled && hasQaHint(win.document.cookie);

/**
 * QA mode's overrides as the shell will find them (docs/qa-overrides.md), for a page whose hint cookie says it
 * may be in QA mode. The status is asked of the API (the shell takes the answer over), and only when it says
 * yes is storage read, without writing: storing and refusing are the shell's, after its checks.
 */
export async function qaAtBoot(
  win: Window,
  qa: QaOverrideSettings,
  fromFile: RemoteEntries,
  { start }: BootFetches,
): Promise<BootOverrides> {
  const asked = start(absoluteUrl(QA_STATUS_PATH), { cache: 'no-store' });
  // Started already or over the bound: the shell asks for itself, and decides the page's code.
  if (!asked) return { overrides: {}, undecided: new Set<RemoteName>(Object.keys(fromFile) as RemoteName[]) };
  // Read from a clone: the shell takes the answer itself over.
  const status = qaStatusOf(await jsonOf(asked));
  if (!status.active) return NO_OVERRIDES;
  const href = win.location.href;
  const policy = overridePolicy(qa, fromFile, href);
  const fallenBack = readFallenBack(readOnlyStorage(win, 'sessionStorage'));
  return {
    overrides: readStoredOverrides(readOnlyStorage(win), Date.now(), policy, href, fallenBack),
    undecided: new Set(parseOverrideParams(win.location.search).map((param) => param.name)),
  };
}
