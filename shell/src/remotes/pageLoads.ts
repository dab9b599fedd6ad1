import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '@sencha/platform';

export type AnyPage = ComponentType<object>;

interface RemotePageModule {
  default: AnyPage;
}

async function loadPage(id: RemoteModuleId): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
}

/** A load started before the first render; `page` is set once it has arrived. */
export interface EarlyLoad {
  promise: Promise<RemotePageModule>;
  page?: AnyPage;
}

const earlyLoads = new Map<RemoteModuleId, EarlyLoad>();

/**
 * Starts loading the page modules of the route the shop opens on, before the shell's first render
 * (docs/architecture.md#first-render). Their slots take these loads over (EarlyPage): a page that has arrived
 * renders at once, one still on its way replaces the loading state by a state change, not a Suspense reveal
 * (React holds content that replaces a shown Suspense fallback back until 300 ms after the fallback appeared:
 * a quarter of a second on every first visit). A failure is kept for the slot, which shows it as its own.
 */
export function startPageLoad(id: RemoteModuleId): void {
  if (earlyLoads.has(id)) return;
  const load: EarlyLoad = { promise: loadPage(id) };
  load.promise.then(
    (module) => {
      load.page = module.default;
    },
    // The slot that took it over shows the failure; a slot opened later loads anew.
    () => earlyLoads.delete(id),
  );
  earlyLoads.set(id, load);
}

/** The early load of a module still to be taken over; only a slot's first attempt takes it (a retry asks again). */
export const earlyLoadOf = (id: RemoteModuleId): EarlyLoad | undefined => earlyLoads.get(id);

/**
 * One lazy component per module and attempt, kept outside render so React sees a stable component type; a
 * retry is a new attempt, so the federation runtime is asked again.
 */
const lazyPages = new Map<string, LazyExoticComponent<AnyPage>>();
export function lazyPage(id: RemoteModuleId, attempt: number): LazyExoticComponent<AnyPage> {
  const key = `${id}#${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadPage(id));
    lazyPages.set(key, page);
  }
  return page;
}

/** For tests: forgets every load, as a new page visit would. */
export function forgetPageLoads(): void {
  earlyLoads.clear();
  lazyPages.clear();
}
