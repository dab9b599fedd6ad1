import flagsmith from '@flagsmith/flagsmith';
import { featureFlagContext, flagTraits, type FlagValues } from '@sencha/platform';
import { flagsmithSentryClient } from '../monitoring/initMonitoring';
import { defaultFlagsmithFlags, recordEvaluations, toFlagValues } from './flagsmithClient';

/** A per-browser anonymous id: Flagsmith needs an identifier to evaluate traits; nothing personal is sent. */
function anonymousId(): string {
  const key = 'flags-anonymous-id';
  try {
    const existing = window.localStorage.getItem(key);
    if (existing) return existing;
    const id = crypto.randomUUID();
    window.localStorage.setItem(key, id);
    return id;
  } catch {
    return 'anonymous';
  }
}

/**
 * Flagsmith with the feature-flag context as traits. A chunk of its own with the SDK, fetched only when an
 * environment is configured (FlagsProvider.tsx): a shop without Flagsmith downloads none of it.
 */
export function startFlagsmith(
  environmentID: string,
  apiUrl: string | null | undefined,
  onValues: (values: FlagValues) => void,
): Promise<void> {
  const context = featureFlagContext(new URL(window.location.href), navigator.userAgent, window.innerWidth);
  return flagsmith.init({
    environmentID,
    ...(apiUrl ? { api: apiUrl } : {}),
    defaultFlags: defaultFlagsmithFlags(),
    evaluationContext: {
      identity: { identifier: anonymousId(), transient: true, traits: flagTraits(context) },
    },
    cacheFlags: false,
    enableAnalytics: false,
    // Flag evaluations travel on error events, so an operator sees which flags a failing visit had
    // (docs/observability.md#browser-error-reporting-sentry, 'Flags on events').
    sentryClient: flagsmithSentryClient,
    onChange: () => {
      recordEvaluations(flagsmith);
      onValues(toFlagValues(flagsmith.getAllFlags()));
    },
    onError: (error) => console.warn('Feature flags could not be loaded; using defaults.', error),
  });
}
