import { useEffect, useState, type ReactNode } from 'react';
import {
  FLAG_DEFAULTS,
  FLAG_INIT_TIMEOUT_MS,
  FlagsContext,
  featureFlagContext,
  flagTraits,
  getRuntimeConfig,
  type FlagsState,
} from '@sencha/platform';
import { flagsmithSentryClient } from '../monitoring/initMonitoring';
import { defaultFlagsmithFlags, recordEvaluations, toFlagValues } from './flagsmithClient';

const decidedDefaults: FlagsState = { values: { ...FLAG_DEFAULTS }, ready: true };

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
 * Reads flags from Flagsmith with the feature-flag context as traits. With no environment configured the
 * defaults are decided at once and no request is made; a provider that does not answer within 2000 ms is
 * decided with defaults and may still update later. Flag errors are only logged as warnings.
 */
export function FlagsProvider({ children }: { children: ReactNode }) {
  const { flagsmithEnvironmentId, flagsmithApiUrl } = getRuntimeConfig();
  const [state, setState] = useState<FlagsState>(
    flagsmithEnvironmentId ? { values: { ...FLAG_DEFAULTS }, ready: false } : decidedDefaults,
  );

  useEffect(() => {
    if (!flagsmithEnvironmentId) return;
    let active = true;
    const timeout = setTimeout(() => {
      if (active) setState((current) => (current.ready ? current : decidedDefaults));
    }, FLAG_INIT_TIMEOUT_MS);
    const context = featureFlagContext(new URL(window.location.href), navigator.userAgent, window.innerWidth);
    void import('@flagsmith/flagsmith')
      .then(({ default: flagsmith }) =>
        flagsmith.init({
          environmentID: flagsmithEnvironmentId,
          ...(flagsmithApiUrl ? { api: flagsmithApiUrl } : {}),
          defaultFlags: defaultFlagsmithFlags(),
          evaluationContext: {
            identity: { identifier: anonymousId(), transient: true, traits: flagTraits(context) },
          },
          cacheFlags: false,
          enableAnalytics: false,
          // Flag evaluations travel on error events (docs/observability.md#flags-on-events).
          sentryClient: flagsmithSentryClient,
          onChange: () => {
            if (!active) return;
            recordEvaluations(flagsmith);
            setState({ values: toFlagValues(flagsmith.getAllFlags()), ready: true });
          },
          onError: (error) => console.warn('Feature flags could not be loaded; using defaults.', error),
        }),
      )
      .catch((error: unknown) => {
        console.warn('Feature flags could not be loaded; using defaults.', error);
        if (active) setState(decidedDefaults);
      });
    return () => {
      active = false;
      clearTimeout(timeout);
    };
  }, [flagsmithEnvironmentId, flagsmithApiUrl]);

  return <FlagsContext.Provider value={state}>{children}</FlagsContext.Provider>;
}
