import type { StorageLike } from '@sencha/platform';
import { clearAllOverrides, withoutOverrideParams } from '../remotes/qaOverrides';

/** Always the shop's own origin, where the QA cookies live (qaMode.ts). */
const QA_LEAVE_PATH = '/api/qa/leave';

/**
 * Leaves QA mode: forgets every override and fallback (localStorage and this tab's sessionStorage), asks the API
 * to clear both cookies, and reloads the page without its mf.* parameters, so it is composed as a shopper's.
 */
export async function leaveQaMode(
  storage: StorageLike,
  session: StorageLike,
  win: Window = window,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  clearAllOverrides(storage, session);
  try {
    await fetchImpl(QA_LEAVE_PATH, { method: 'POST' });
  } catch {
    // The cookies stay until the pass expires; without stored overrides the shop still composes live.
  }
  win.location.replace(withoutOverrideParams(win.location.href));
}
