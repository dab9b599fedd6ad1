import type { RemoteModuleId, RemoteName } from '@sencha/platform';
import { imageUrl } from '@sencha/ui-kit/image-url';
import type { ToImageUrl } from '@sencha/ui-kit/tea-item-images';
import { MAIN_MENU_PATH } from '../menu/mainMenuPath';
import { applyQaOverrides, overridePolicy } from '../remotes/qaOverrides';
import { parseRemoteEntries } from '../remotes/remoteRegistry';
import { matchPage } from '../routes/matchRoute';
import { PAGE_DATA, PAGE_LEAD_IMAGE } from '../routes/pageData';
import { routeDefs } from '../routes/routeDefs';
import { absoluteUrl, type BootHandover } from './handover';
import { exposeAssets } from './manifestAssets';
import { attachStylesheet, preloadImage, preloadScript } from './preloadLinks';
import { bootConfigOf, readOnlyStorage } from './bootConfig';

/** The boot script never starts more than this many fetches, whatever the URL or the files say. */
export const MAX_BOOT_FETCHES = 8;

interface Started {
  handover: BootHandover;
  /** Starts a GET for the shell to take over; null once the bound is reached. */
  start(url: string, init?: RequestInit): Promise<Response> | null;
}

function handoverOf(fetchImpl: typeof fetch): Started {
  const responses = new Map<string, Promise<Response>>();
  let count = 0;
  return {
    handover: {
      take(url) {
        const given = responses.get(url);
        responses.delete(url);
        return given;
      },
    },
    start(url, init) {
      const key = absoluteUrl(url);
      if (responses.has(key) || count >= MAX_BOOT_FETCHES) return null;
      count += 1;
      const response = fetchImpl(key, init);
      // A failure is the shell's to see (it fetches again); never an unhandled rejection here.
      response.catch(() => undefined);
      responses.set(key, response);
      return response;
    },
  };
}

/** The JSON of a started fetch, for the boot script's own use (the shell takes the original). */
async function jsonOf(started: Promise<Response> | null): Promise<unknown> {
  if (!started) return null;
  try {
    const response = await started;
    return response.ok ? await response.clone().json() : null;
  } catch {
    return null;
  }
}

const JSON_GET: RequestInit = { headers: { Accept: 'application/json' } };

const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;
const exposeOf = (id: RemoteModuleId) => id.split('/')[1] ?? '';

/** The page's API data, and once the first answer is in, a preload of the image the page paints largest. */
async function startPageData(
  id: RemoteModuleId,
  params: Record<string, string>,
  apiBase: string,
  toUrl: ToImageUrl,
  { start }: Started,
  doc: Document,
): Promise<void> {
  const answers = (PAGE_DATA[id]?.(params) ?? []).map((path) => start(`${apiBase}${path}`, JSON_GET));
  const leadImageOf = PAGE_LEAD_IMAGE[id];
  if (!leadImageOf || answers.length === 0) return;
  const data = await Promise.all(answers.map(jsonOf));
  try {
    const image = leadImageOf(data, toUrl);
    if (image) preloadImage(image, doc);
  } catch {
    // An address the URL parser refuses: no preload; the page reports its own image as it always does.
  }
}

/** The page's remote manifest, and from it preloads of its entry and start-up JS (the CSS is attached). */
async function startPageCode(id: RemoteModuleId, manifestUrl: string, { start }: Started, doc: Document) {
  const absolute = absoluteUrl(manifestUrl);
  const assets = exposeAssets(await jsonOf(start(absolute)), absolute, exposeOf(id));
  if (!assets) return;
  preloadScript(assets.remoteEntry, doc);
  for (const url of assets.scripts) preloadScript(url, doc);
  for (const url of assets.styles) attachStylesheet(url, doc);
}

/**
 * Starts, from the first moment the page runs script, what the shell would otherwise fetch one after another
 * once its bundle has run (docs/architecture.md#boot): config.json and remotes.json, then the menu, and for
 * the current route's page its API data (and from that, a preload of its largest image), its remote's
 * manifest, and from the manifest preloads of the remote entry and the expose's start-up JS (and the CSS,
 * attached). A carousel composed below the page is not started: it loads as it nears the viewport
 * (routeTable.tsx). The shell takes the fetched responses over (handover.ts). The boot reads the same route
 * definitions and QA overrides as the shell and never throws: when anything is missing or broken it stops, and
 * the shell loads as it always did.
 */
export async function startBoot(
  win: Window,
  publicPath: string,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<void> {
  const started = handoverOf(fetchImpl);
  win.senchaBoot = started.handover;
  const configStarted = started.start(`${publicPath}config.json`, { cache: 'no-store' });
  const remotesStarted = started.start(`${publicPath}remotes.json`, { cache: 'no-store' });
  const [config, remotesJson] = await Promise.all([jsonOf(configStarted), jsonOf(remotesStarted)]);
  const { apiBase, qa, images } = bootConfigOf(config);
  // Every page, a missing one too, shows the menu: started here, it is not one more round trip after the
  // first render, on the way to the page's largest paint (docs/architecture.md#boot).
  started.start(`${apiBase}${MAIN_MENU_PATH}`, JSON_GET);
  const match = matchPage(win.location.pathname, routeDefs);
  if (!match) return;
  const id = match.def.id;
  const toUrl: ToImageUrl = (url, options) => imageUrl(url, options, images);
  const params = { ...match.params, ...match.def.props };
  const data = startPageData(id, params, apiBase, toUrl, started, win.document);

  const href = win.location.href;
  // Quietly: the shell logs what it ignores or refuses, once.
  const quiet = () => undefined;
  const fromFile = parseRemoteEntries(remotesJson, quiet);
  const policy = overridePolicy(qa, fromFile, href);
  const storage = readOnlyStorage(win);
  const entries = {
    ...fromFile,
    ...applyQaOverrides(win.location.search, storage, policy, href, Date.now(), quiet),
  };
  const manifestUrl = entries[remoteOf(id)];
  await Promise.all([data, manifestUrl ? startPageCode(id, manifestUrl, started, win.document) : undefined]);
}
