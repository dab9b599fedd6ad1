import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
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

export interface RemoteSlotProps {
  /** '<remote>/<ExposedModule>', e.g. 'catalog/HomePage'. */
  id: string;
  props?: RemotePageProps;
  /** What shows while the remote loads. */
  fallback?: React.ReactNode;
}

/** Error boundary + Suspense around one remote module; its retry reloads only this slot. */
export function RemoteSlot({ id, props, fallback }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new lazy component per attempt, so a retry asks the federation runtime again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(() => loadPage(id)), [id, attempt]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${id}#${attempt}`} remoteId={id}>
        <Suspense fallback={fallback ?? <Skeleton variant="block" height={320} label="Loading…" />}>
          <Page {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
