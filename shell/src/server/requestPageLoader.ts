import { lazy, type LazyExoticComponent } from 'react';
import type { LazyPageOf } from '../remotes/PageLoaderContext';
import { loadPage, type AnyPage } from '../remotes/pageLoads';
import type { PageModuleId } from '../routes/routeDefs';

/** An area the server leaves to the browser: React streams its loading state and the browser renders it. */
export class BrowserOnlyArea extends Error {
  constructor(readonly id: PageModuleId) {
    super(`${id} renders in the browser`);
    this.name = 'BrowserOnlyArea';
  }
}

/**
 * The page modules of one server render, each loaded through the federation node runtime (the worker's one
 * composition). Per request, so an area that failed or ran out of time for one shopper is tried again for the
 * next; the runtime keeps the loaded module, so only the first render of a worker waits for the code. A page
 * renders once its first reads are in (`ready`), so it shows its data and not its loading state.
 */
export function requestPageLoader(
  renderHere: (id: PageModuleId) => boolean,
  ready: Promise<void>,
): LazyPageOf {
  const pages = new Map<string, LazyExoticComponent<AnyPage>>();
  return (id, attempt) => {
    const key = `${id}#${attempt}`;
    let page = pages.get(key);
    if (!page) {
      page = lazy(async () => {
        if (!renderHere(id)) throw new BrowserOnlyArea(id);
        const [module] = await Promise.all([loadPage(id), ready]);
        return module;
      });
      pages.set(key, page);
    }
    return page;
  };
}
