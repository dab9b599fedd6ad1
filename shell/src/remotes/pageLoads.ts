import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageModuleId } from '../routes/routeDefs';
import { deferred, type Deferred } from '@sencha/ui-kit';

export type AnyPage = ComponentType<object>;

interface RemotePageModule {
  default: AnyPage;
}

export async function loadPage(id: PageModuleId): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
}

const earlyLoads = new Map<PageModuleId, Deferred<AnyPage>>();

/**
 * Starts loading the page modules of the route the shop opens on, before the shell's first render
 * (docs/architecture.md#first-render). Their slots take these loads over (EarlyPage): a page that has arrived
 * renders at once, one still on its way replaces the loading state by a state change, not a Suspense reveal
 * (React holds content that replaces a shown Suspense fallback back until 300 ms after the fallback appeared:
 * a quarter of a second on every first visit). A `deferred()` load: the slot that took it over shows its
 * failure, and a slot opened later loads anew.
 */
export function startPageLoad(id: PageModuleId): void {
  if (earlyLoads.has(id)) return;
  const load = deferred(() => loadPage(id).then((module) => module.default));
  // Started now, not at the slot's first render; the slot sees the outcome through the same load.
  load.load().catch(() => undefined);
  earlyLoads.set(id, load);
}

/** The early load of a module; only a slot's first attempt takes it (a retry asks the runtime again). */
export const earlyLoadOf = (id: PageModuleId): Deferred<AnyPage> | undefined => earlyLoads.get(id);

/**
 * One lazy component per module and attempt, kept outside render so React sees a stable component type; a
 * retry is a new attempt, so the federation runtime is asked again.
 */
const lazyPages = new Map<string, LazyExoticComponent<AnyPage>>();
export function lazyPage(id: PageModuleId, attempt: number): LazyExoticComponent<AnyPage> {
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
