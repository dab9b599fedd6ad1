import { earlyLoadOf } from '../remotes/pageLoads';
import { matchPage } from '../routes/matchRoute';
import { moduleIdsOf } from '../routes/routeDefs';
import type { RouteStore } from '../routes/routeStore';

/** The longest a server-rendered page waits for its code before hydrating anyway (its area then renders anew). */
export const HYDRATION_WAIT_MS = 3000;

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

function untilRoutesRead(routes: RouteStore): Promise<void> {
  if (routes.getSnapshot().pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = routes.subscribe(() => {
      if (routes.getSnapshot().pending.length > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * Until the browser can render what the server rendered (docs/server-rendering.md#the-handover): every composed
 * manifest read, so the router matches the same page, and the opening page's module in, so its area renders
 * the page and not a loading state over the server's HTML; so too the carousel under it when its load was started
 * with the page's (an empty cart's: the server rendered it). Bounded: a remote that is slow now renders its area
 * in the browser, as it would without the server.
 */
export async function untilOpeningPage(routes: RouteStore, pathname: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, HYDRATION_WAIT_MS);
  });
  const ready = untilRoutesRead(routes).then(() => {
    const opening = matchPage(pathname, routes.getSnapshot().defs);
    const loads = opening ? moduleIdsOf(opening.def).map(earlyLoadOf) : [];
    return Promise.all(loads.map((load) => load && settled(load.load())));
  });
  await Promise.race([ready, giveUp]);
  clearTimeout(timer);
}
