import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Code kept off the path to first paint (docs/architecture.md#deferred-code): a dynamic import fetched once, when
 * a component first asks for it (after its first render, or on the shopper's first interaction), and kept for
 * the page's life. A failed fetch is forgotten, so the next use tries again.
 */
export interface Deferred<T> {
  /** The loaded value, if it has loaded. */
  current(): T | undefined;
  load(): Promise<T>;
}

export function deferred<T>(load: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => value,
    load() {
      pending ??= load().then((loaded) => {
        value = loaded;
        return loaded;
      });
      pending.catch(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

/**
 * The deferred value once loaded; asks for it after the render in which `wanted` is true (so that paint never
 * waits for it). Until then, and if it cannot be fetched (a warning naming `what` is logged), undefined: the
 * caller shows what it can without it.
 */
export function useDeferred<T>(source: Deferred<T>, wanted: boolean, what: string): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => source.current());
  useEffect(() => {
    if (value !== undefined || !wanted) return;
    let active = true;
    source.load().then(
      (loaded) => {
        // A transition: what replaces the plain view renders in slices that yield to the browser
        // (docs/architecture.md#first-render); the plain view stays until it is done.
        if (active) startTransition(() => setValue(() => loaded));
      },
      (error: unknown) => console.warn(`${what} could not be loaded.`, error),
    );
    return () => {
      active = false;
    };
  }, [source, value, wanted, what]);
  return value;
}

export interface DeferredViewProps<P extends object> {
  source: Deferred<ComponentType<P>>;
  props: P;
  /** What shows until the component has loaded, and for good if it cannot be fetched. */
  fallback: ReactNode;
  /** Ask for it now (default) or only once this turns true (a shopper's first interaction). */
  wanted?: boolean;
  /** Names it in the warning when it cannot be fetched. */
  what: string;
}

/** A deferred component: the fallback at first paint, the component once fetched. */
export function DeferredView<P extends object>({
  source,
  props,
  fallback,
  wanted = true,
  what,
}: DeferredViewProps<P>) {
  const View = useDeferred(source, wanted, what);
  if (!View) return fallback;
  // The component is made once per page by its module (deferred() keeps it), never during a render.
  // eslint-disable-next-line react-hooks/static-components
  return <View {...props} />;
}
