import { useEffect, useState, type ReactNode } from 'react';
import {
  FLAG_DEFAULTS,
  FLAG_INIT_TIMEOUT_MS,
  FlagsContext,
  getRuntimeConfig,
  type FlagsState,
} from '@sencha/platform';

const decidedDefaults: FlagsState = { values: { ...FLAG_DEFAULTS }, ready: true };

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
    void import(/* webpackChunkName: "flagsmith" */ './flagsmithSession')
      .then(({ startFlagsmith }) =>
        startFlagsmith(flagsmithEnvironmentId, flagsmithApiUrl, (values) => {
          if (active) setState({ values, ready: true });
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
