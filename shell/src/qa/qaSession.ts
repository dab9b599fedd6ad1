import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createSafeStorage, safeLocalStorage, type RuntimeConfig, type StorageLike } from '@sencha/platform';
import { watchLateErrors } from '../remotes/lateErrors';
import {
  QA_OVERRIDES_KEY,
  overridePolicy,
  parseOverrideParams,
  readFallenBack,
  readStoredOverrides,
  storedOverrides,
  type OverrideRefusal,
  type QaOverridePolicy,
} from '../remotes/qaOverrides';
import type { RemoteEntries, RemoteName } from '../remotes/remoteRegistry';
import { registerShellRemotes, setRemoteRecovery, type ComposedRemotes } from '../remotes/setUpRemotes';
import { keepLoadErrorsFromLateWatch, overrideRecovery, type RecoveryRuntime } from './overrideFallback';
import { forgetFallBacks, showFallBacks } from './qaFallBacks';
import type { QaStatus } from './qaMode';
import { validateOverride } from './validateOverride';

/** This tab's guard against reloading the same address twice for a blocked QA origin. */
const RELOADED_KEY = 'sencha-qa-reloaded';

export interface QaSessionDeps {
  storage: StorageLike;
  session: StorageLike;
  fetchImpl: typeof fetch;
  shellContract: string;
  now: number;
  warn: (message: string) => void;
}

export interface QaOverridesOutcome {
  overrides: RemoteEntries;
  refused: OverrideRefusal[];
}

/**
 * The overrides of a page in QA mode (docs/qa-overrides.md): the stored ones (checked when they were stored;
 * dropped when they fell back on this tab), then each `mf.*` parameter checked in parallel. Only accepted ones
 * are stored, until the configured TTL or the pass's end, whichever comes first. A refused parameter stores
 * nothing and leaves the remote's stored override as it was.
 */
export async function resolveQaOverrides(
  search: string,
  pageUrl: string,
  policy: QaOverridePolicy,
  passExpiresAt: number,
  { storage, session, fetchImpl, shellContract, now, warn }: QaSessionDeps,
): Promise<QaOverridesOutcome> {
  const overrides = readStoredOverrides(storage, now, policy, pageUrl, readFallenBack(session));
  const params = parseOverrideParams(search);
  const verdicts = await Promise.all(
    params.map((param) =>
      validateOverride(param.name, param.value, { policy, pageUrl, shellContract, fetchImpl }),
    ),
  );
  const refused: OverrideRefusal[] = [];
  const accepted: RemoteName[] = [];
  params.forEach((param, at) => {
    const verdict = verdicts[at];
    if (verdict?.ok) {
      overrides[param.name as RemoteName] = verdict.url;
      accepted.push(param.name as RemoteName);
    } else {
      const reason = verdict?.reason ?? 'not checked';
      refused.push({ ...param, reason });
      warn(`QA override refused: ${param.key}=${param.value} (${reason})`);
    }
  });
  if (accepted.length > 0) {
    forgetFallBacks(session, accepted);
    storage.setItem(
      QA_OVERRIDES_KEY,
      JSON.stringify(storedOverrides(overrides, now, policy.ttlMs, passExpiresAt)),
    );
  } else if (Object.keys(overrides).length === 0) {
    // Expired or no longer allowed: nothing to keep.
    storage.removeItem(QA_OVERRIDES_KEY);
  }
  return { overrides, refused };
}

const federation: RecoveryRuntime = {
  register: (name, entry) => registerRemotes([{ name, entry }], { force: true }),
  load: (id) => loadRemote(id),
  initialised: (name) => getInstance()?.moduleCache.get(name)?.inited === true,
  watch: (entries) => watchLateErrors(entries, window.location.href),
  reload: () => window.location.reload(),
};

/**
 * A QA link opened from another site (chat, a tracker) arrives without the SameSite=Strict session cookie, so
 * the page was served with a shopper's policy while the status request, made from the page, says QA mode: the
 * QA origins are then blocked. A reload is same-site and carries the cookie; once per address and tab.
 */
function reloadWhenQaOriginBlocked(policy: QaOverridePolicy, session: StorageLike, onReload: () => void) {
  const listener = (event: SecurityPolicyViolationEvent) => {
    let origin: string;
    try {
      origin = new URL(event.blockedURI).origin;
    } catch {
      return;
    }
    const href = window.location.href;
    if (!policy.allowedOrigins.includes(origin) || session.getItem(RELOADED_KEY) === href) return;
    session.setItem(RELOADED_KEY, href);
    document.removeEventListener('securitypolicyviolation', listener);
    onReload();
    window.location.reload();
  };
  document.addEventListener('securitypolicyviolation', listener);
}

/** The QA mode counterpart of setUpRemotes: checked overrides, composed with a fallback to live for each. */
export async function setUpQaRemotes(
  location: Location,
  fromFile: RemoteEntries,
  config: RuntimeConfig,
  status: QaStatus,
): Promise<ComposedRemotes> {
  const session = createSafeStorage(() => window.sessionStorage);
  const policy = overridePolicy(config.qaOverrides, fromFile, location.href);
  const { overrides, refused } = await resolveQaOverrides(
    location.search,
    location.href,
    policy,
    status.expiresAt ?? Date.now(),
    {
      storage: safeLocalStorage(),
      session,
      fetchImpl: fetch,
      shellContract: process.env.PLATFORM_CONTRACT ?? '',
      now: Date.now(),
      warn: (message) => console.warn(message),
    },
  );
  const fallenBack = readFallenBack(session);
  showFallBacks(fallenBack);
  let reloading = false;
  reloadWhenQaOriginBlocked(policy, session, () => {
    reloading = true;
    // What failed on this load failed for the policy, not for the override: the reload tries again.
    const names = Object.keys(overrides) as RemoteName[];
    forgetFallBacks(
      session,
      names.filter((name) => fallenBack[name] === undefined),
    );
  });
  setRemoteRecovery(
    overrideRecovery({
      live: fromFile,
      overrides,
      pageUrl: location.href,
      session,
      runtime: federation,
      suspended: () => reloading,
    }),
  );
  keepLoadErrorsFromLateWatch(overrides, location.href, federation.initialised);
  const entries = { ...fromFile, ...overrides };
  registerShellRemotes(entries, location.href, Object.keys(overrides) as RemoteName[]);
  return { live: fromFile, entries, overrides, qa: status, refused };
}
