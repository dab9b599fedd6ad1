import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '@sencha/platform';

type AnyPage = ComponentType<object>;

interface RemotePageModule {
  default: AnyPage;
}

async function loadPage(id: RemoteModuleId): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
}

/** A load started before the first render; `page` is set once it has arrived. */
interface EarlyLoad {
  promise: Promise<RemotePageModule>;
  page?: AnyPage;
}

const earlyLoads = new Map<RemoteModuleId, EarlyLoad>();

/**
 * Starts loading the page modules of the route the shop opens on, before the shell's first render
 * (docs/architecture.md#first-render). A page that has arrived by the time its slot renders is rendered at
 * once: a lazy one would show the loading fallback first, and React holds back the content that replaces a
 * fallback until 300 ms after the fallback appeared, a quarter of a second on every first visit. A failure is
 * kept for the slot, which shows it as it would its own.
 */
export function startPageLoad(id: RemoteModuleId): void {
  if (earlyLoads.has(id)) return;
  const load: EarlyLoad = { promise: loadPage(id) };
  load.promise.then(
    (module) => {
      load.page = module.default;
    },
    () => undefined,
  );
  earlyLoads.set(id, load);
}

/**
 * One component per module and attempt, kept outside render so React sees a stable component type; a retry
 * is a new attempt, so the federation runtime is asked again. The first attempt takes over an early load.
 */
const pages = new Map<string, AnyPage | LazyExoticComponent<AnyPage>>();
export function pageComponent(id: RemoteModuleId, attempt: number): AnyPage | LazyExoticComponent<AnyPage> {
  const key = `${id}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    const early = attempt === 0 ? earlyLoads.get(id) : undefined;
    page = early ? (early.page ?? lazy(() => early.promise)) : lazy(() => loadPage(id));
    pages.set(key, page);
  }
  return page;
}

/** For tests: forgets every load, as a new page visit would. */
export function forgetPageLoads(): void {
  earlyLoads.clear();
  pages.clear();
}
