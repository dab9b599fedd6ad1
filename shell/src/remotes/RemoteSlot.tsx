import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteName, RemotePagePropsOf } from '@sencha/platform';
import { reportRemoteFailure } from '../monitoring/initMonitoring';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { RemoteAreaContext } from './RemoteAreaContext';
import { RemoteRetryContext } from './RemoteRetryContext';
import { RemoteUnavailablePage } from './RemoteUnavailable';
import { onLateError } from './lateErrors';

type AnyPage = ComponentType<object>;

interface RemotePageModule {
  default: AnyPage;
}

async function loadPage(id: RemoteModuleId): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
}

/**
 * One lazy component per module and attempt, kept outside render so React sees a stable component type;
 * a retry is a new attempt, so the federation runtime is asked again.
 */
const lazyPages = new Map<string, LazyExoticComponent<AnyPage>>();
function lazyPage(id: RemoteModuleId, attempt: number) {
  const key = `${id}#${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadPage(id));
    lazyPages.set(key, page);
  }
  return page;
}

export interface RemoteSlotProps<Id extends RemoteModuleId> {
  /** '<remote>/<ExposedModule>' of the platform's page contract, e.g. 'catalog/HomePage'. */
  id: Id;
  props?: RemotePagePropsOf<Id>;
  /** What shows while the remote loads. */
  fallback?: ReactNode;
}

/**
 * One remote module's area: Suspense with a stall budget, an error boundary for render and effect errors, and
 * the remote's later errors (event handlers, timers, rejections). Every failure ends in this area's panel;
 * its Try again reloads only this slot.
 */
export function RemoteSlot<Id extends RemoteModuleId>({ id, props, fallback }: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const [lateFailure, setLateFailure] = useState(false);
  const retry = useCallback(() => {
    setLateFailure(false);
    setAttempt((n) => n + 1);
  }, []);
  const remote = id.slice(0, id.indexOf('/')) as RemoteName;

  useEffect(
    () =>
      onLateError(remote, (error) => {
        reportRemoteFailure(id, error);
        setLateFailure(true);
      }),
    [remote, id],
  );

  const Page = lazyPage(id, attempt);
  return (
    <RemoteAreaContext.Provider value={remote}>
      <RemoteRetryContext.Provider value={retry}>
        {lateFailure ? (
          <RemoteUnavailablePage />
        ) : (
          <RemoteErrorBoundary key={`${id}#${attempt}`} remoteId={id}>
            <Suspense fallback={<RemoteLoading id={id}>{fallback}</RemoteLoading>}>
              {/* Stable per module and attempt (cached in lazyPages), which the rule cannot see. */}
              {/* eslint-disable-next-line react-hooks/static-components */}
              <Page {...(props ?? {})} />
            </Suspense>
          </RemoteErrorBoundary>
        )}
      </RemoteRetryContext.Provider>
    </RemoteAreaContext.Provider>
  );
}
