import { matchPage } from '../routes/matchRoute';
import { moduleIdsOf, type PageModuleId, type RouteDef } from '../routes/routeDefs';
import { afterLoadWhenIdle, whenIdle } from '@sencha/ui-kit';
import { watchViewport } from './viewportLinks';

/** Starts loading one remote module's files (manifest, entry, start-up chunks); may fail, quietly. */
export type PrefetchModule = (id: PageModuleId) => Promise<unknown>;

interface Connection {
  saveData?: boolean;
}

/** The shopper asked for less data (Save-Data): nothing is fetched ahead of a click. */
export const savesData = (nav: Navigator): boolean =>
  (nav as Navigator & { connection?: Connection }).connection?.saveData === true;

/**
 * Likely next pages (docs/architecture.md#link-prefetching): when a link to a page of the shop is hovered or
 * focused, or (once the page has loaded) scrolls into the main content's view, the remote module behind it is
 * fetched ahead of the click, in idle time. Each module once per visit, whatever the page holds; a failure is
 * ignored (the click loads it again, with the usual failure handling). Returns a stop function.
 */
export function watchLinkPrefetch(
  win: Window,
  routes: () => readonly RouteDef[],
  prefetch: PrefetchModule,
): () => void {
  if (savesData(win.navigator)) return () => undefined;
  const doc = win.document;
  const requested = new Set<PageModuleId>();

  const prefetchLink = (link: HTMLAnchorElement) => {
    let url: URL;
    try {
      url = new URL(link.href, win.location.href);
    } catch {
      return;
    }
    if (url.origin !== win.location.origin) return;
    const match = matchPage(url.pathname, routes());
    if (!match) return;
    for (const id of moduleIdsOf(match.def)) {
      if (requested.has(id)) continue;
      requested.add(id);
      whenIdle(win, () => void prefetch(id).catch(() => undefined));
    }
  };

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) prefetchLink(link);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);

  const stopViewport = watchViewportAfterLoad(win, prefetchLink);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    stopViewport();
  };
}

/**
 * The viewport watcher starts in the first idle period after the window's load: the page's code and data are in
 * by the load, but it may still be rendering them. Its code is in this bundle, not a deferred chunk: fetched
 * then, the chunk was often the last request before the page's largest paint, the one Lighthouse's estimate
 * ended on (docs/architecture.md#link-prefetching).
 */
function watchViewportAfterLoad(win: Window, onVisible: (link: HTMLAnchorElement) => void): () => void {
  let stopWatch: () => void = () => undefined;
  const cancelStart = afterLoadWhenIdle(win, () => {
    stopWatch = watchViewport(win, onVisible);
  });
  return () => {
    cancelStart();
    stopWatch();
  };
}
