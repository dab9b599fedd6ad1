import { Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteName } from '@sencha/platform';
import type { PageModuleId } from '../routes/routeDefs';
import { reportRemoteFailure } from '../monitoring/initMonitoring';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { RemoteAreaContext } from './RemoteAreaContext';
import { RemoteRetryContext } from './RemoteRetryContext';
import { RemoteUnavailablePage } from './RemoteUnavailable';
import { onLateError } from './lateErrors';
import { EarlyPage } from './EarlyPage';
import { earlyLoadOf } from './pageLoads';
import { PageLoaderContext } from './PageLoaderContext';
import { areaView } from '../remoteHealth/remoteHealth';
import { AreaViewContext } from '../remoteHealth/AreaViewContext';

export interface RemoteSlotProps {
  /** '<remote>/<ExposedModule>', as the remote's manifest declares the page, e.g. 'catalog/HomePage'. */
  id: PageModuleId;
  /** The route's fixed props, as its remote declared them; the shell's own to a module it composes (a flag). */
  props?: Readonly<Record<string, string | boolean>>;
  /** What shows while the remote loads. */
  fallback?: ReactNode;
}

/**
 * One remote module's area: Suspense with a stall budget, an error boundary for render and effect errors, and
 * the remote's later errors (event handlers, timers, rejections). Every failure ends in this area's panel;
 * its Try again reloads only this slot.
 */
export function RemoteSlot({ id, props, fallback }: RemoteSlotProps) {
  const lazyPageOf = useContext(PageLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [lateFailure, setLateFailure] = useState(false);
  const retry = useCallback(() => {
    setLateFailure(false);
    setAttempt((n) => n + 1);
  }, []);
  const remote = id.slice(0, id.indexOf('/')) as RemoteName;
  // Each attempt is one showing of the area: a view, and at most one failure (docs/releasing.md).
  // A new attempt is a new showing, though the view does not read it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => areaView(remote), [remote, attempt]);
  useEffect(() => view.open(), [view]);

  useEffect(
    () =>
      onLateError(remote, (error) => {
        reportRemoteFailure(id, error);
        setLateFailure(true);
      }),
    [remote, id],
  );

  const loading = <RemoteLoading id={id}>{fallback}</RemoteLoading>;
  const early = attempt === 0 ? earlyLoadOf(id) : undefined;
  const Page = lazyPageOf(id, attempt);
  return (
    <RemoteAreaContext.Provider value={remote}>
      <AreaViewContext.Provider value={view}>
        <RemoteRetryContext.Provider value={retry}>
          {lateFailure ? (
            <RemoteUnavailablePage />
          ) : (
            <RemoteErrorBoundary key={`${id}#${attempt}`} remoteId={id}>
              <Suspense fallback={loading}>
                {early ? (
                  <EarlyPage load={early} fallback={loading} props={props ?? {}} />
                ) : (
                  // Stable per module and attempt (cached in pageLoads.ts), which the rule cannot see.
                  // eslint-disable-next-line react-hooks/static-components
                  <Page {...(props ?? {})} />
                )}
              </Suspense>
            </RemoteErrorBoundary>
          )}
        </RemoteRetryContext.Provider>
      </AreaViewContext.Provider>
    </RemoteAreaContext.Provider>
  );
}
