import {
  Suspense,
  lazy,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Skeleton } from '@sencha/shared/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';

/** Props a page component may take from the route table (fixed slugs of the type list routes). */
export type RemotePageProps = Record<string, string>;

interface RemotePageModule {
  default: ComponentType<RemotePageProps>;
}

async function loadPage(id: string): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
}

/**
 * One lazy component per module and attempt, kept outside render so React sees a stable component type;
 * a retry is a new attempt, so the federation runtime is asked again.
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType<RemotePageProps>>>();
function lazyPage(id: string, attempt: number) {
  const key = `${id}#${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadPage(id));
    lazyPages.set(key, page);
  }
  return page;
}

export interface RemoteSlotProps {
  /** '<remote>/<ExposedModule>', e.g. 'catalog/HomePage'. */
  id: string;
  props?: RemotePageProps;
  /** What shows while the remote loads. */
  fallback?: ReactNode;
}

/** Error boundary + Suspense around one remote module; its retry reloads only this slot. */
export function RemoteSlot({ id, props, fallback }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const Page = lazyPage(id, attempt);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${id}#${attempt}`} remoteId={id}>
        <Suspense fallback={fallback ?? <Skeleton variant="block" height={320} label="Loading…" />}>
          {/* Stable per module and attempt (cached in lazyPages), which the rule cannot see. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Page {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
