import type { RootOptions } from 'react-dom/client';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';
import { reportReactError } from './initMonitoring';
import { BROWSER_ONLY_DIGEST, digestOf } from '../hydration/areaDigests';

/**
 * React 19's root error handlers, reporting through Sentry's `reactErrorHandler`. An error a remote slot's
 * boundary caught is reported by that slot, with the remote's tags, so it is skipped here: one report per error.
 */
export const rootErrorHandlers: Pick<
  RootOptions,
  'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'
> = {
  onUncaughtError: (error, info) => {
    console.error(error);
    reportReactError(error, info);
  },
  onCaughtError: (error, info) => {
    console.error(error);
    if (info.errorBoundary instanceof RemoteErrorBoundary) return;
    reportReactError(error, info);
  },
  onRecoverableError: (error, info) => {
    // An area the server left to the browser as planned (the cart's pages) renders here: nothing went wrong.
    if (digestOf(error) === BROWSER_ONLY_DIGEST) return;
    console.warn(error);
    reportReactError(error, info);
  },
};
