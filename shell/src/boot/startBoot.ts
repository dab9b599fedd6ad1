import type { RemoteModuleId, RemoteName, StorageLike } from '@sencha/platform';
import { imageUrl } from '@sencha/ui-kit/image-url';
import type { ToImageUrl } from '@sencha/ui-kit/tea-item-images';
import { MAIN_MENU_PATH } from '../menu/mainMenuPath';
import { parseRemoteEntries } from '../remotes/remoteRegistry';
import { matchPage } from '../routes/matchRoute';
import { PAGE_DATA, PAGE_LEAD_IMAGE, PAGE_READY } from '../routes/pageData';
import { routeDefs } from '../routes/routeDefs';
import { absoluteUrl } from './handover';
import { bootFetches, jsonOf, type BootFetches } from './bootFetches';
import { exposeAssets } from './manifestAssets';
import { attachStylesheet, preloadImage, preloadScript } from './preloadLinks';
import { bootConfigOf, readOnlyStorage } from './bootConfig';
import { NO_OVERRIDES, mayBeQa, qaAtBoot } from './qaAtBoot';

/** For waiting on a hand-over without reading it again: the outcome is the shell's. */
const settled = () => undefined;

const JSON_GET: RequestInit = { headers: { Accept: 'application/json' } };

const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;
const exposeOf = (id: RemoteModuleId) => id.split('/')[1] ?? '';

/** The page's API data, and once the first answer is in, a preload of the image the page paints largest. */
async function startPageData(
  id: RemoteModuleId,
  params: Record<string, string>,
  storage: StorageLike,
  apiBase: string,
  toUrl: ToImageUrl,
  { start, startReadable }: BootFetches,
  doc: Document,
): Promise<void> {
  const startData = PAGE_READY.has(id) ? startReadable : start;
  const answers = (PAGE_DATA[id]?.(params, storage) ?? []).map((path) =>
    startData(`${apiBase}${path}`, JSON_GET),
  );
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

/**
 * The page's remote manifest, and from it preloads of its entry and start-up JS (the CSS is attached), made
 * before the shell's runtime may read the manifest: else its own script tags, at low priority, could come first.
 */
function startPageCode(id: RemoteModuleId, manifestUrl: string, { start }: BootFetches, doc: Document) {
  const absolute = absoluteUrl(manifestUrl);
  return start(absolute, undefined, (manifest) => {
    const assets = exposeAssets(manifest, absolute, exposeOf(id));
    if (!assets) return;
    preloadScript(assets.remoteEntry, doc);
    for (const url of assets.scripts) preloadScript(url, doc);
    for (const url of assets.styles) attachStylesheet(url, doc);
  });
}

/**
 * Starts, from the first moment the page runs script, what the shell would otherwise fetch one after another
 * once its bundle has run (docs/architecture.md#boot): config.json and remotes.json, then the menu, and for
 * the current route's page its API data (and from that, a preload of its largest image), its remote's
 * manifest, and from the manifest preloads of the remote entry and the expose's start-up JS (and the CSS,
 * attached). A carousel composed below the page is not started: it loads as it nears the viewport
 * (routeTable.tsx). The shell takes the fetched responses over (handover.ts). The boot reads the same route
 * definitions as the shell, and in QA mode the same stored overrides, and never throws: when anything is missing or broken it stops, and
 * the shell loads as it always did.
 */
export async function startBoot(
  win: Window,
  publicPath: string,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<void> {
  // The shell got here first (handover.ts claimHandover): all it needs, it is fetching already.
  if (win.senchaBoot) return;
  const started = bootFetches(fetchImpl);
  win.senchaBoot = started.handover;
  try {
    await startFetches(win, publicPath, started);
  } finally {
    started.finish();
  }
}

async function startFetches(win: Window, publicPath: string, started: BootFetches): Promise<void> {
  const configStarted = started.start(`${publicPath}config.json`, { cache: 'no-store' });
  const remotesStarted = started.start(`${publicPath}remotes.json`, { cache: 'no-store' });
  const [config, remotesJson] = await Promise.all([jsonOf(configStarted), jsonOf(remotesStarted)]);
  const { apiBase, qa, images } = bootConfigOf(config);
  // Every page, a missing one too, shows the menu: started here, it is not one more round trip after the
  // first render, on the way to the page's largest paint (docs/architecture.md#boot).
  started.start(`${apiBase}${MAIN_MENU_PATH}`, JSON_GET);
  const match = matchPage(win.location.pathname, routeDefs);
  if (!match) {
    started.finish();
    return;
  }
  const id = match.def.id;
  const toUrl: ToImageUrl = (url, options) => imageUrl(url, options, images);
  const params = { ...match.params, ...match.def.props };
  const storage = readOnlyStorage(win);

  // Quietly: the shell logs what it ignores, once.
  const fromFile = parseRemoteEntries(remotesJson, () => undefined);
  // A shopper's page reads no override: not the URL's, not storage (whose first read loads the origin's whole
  // store synchronously, about 9 ms on a desktop, before the page's code could start; docs/architecture.md#boot).
  // Only a page with the QA hint cookie asks the API, and waits for its answer (docs/qa-overrides.md).
  const { overrides, undecided } = mayBeQa(win, qa)
    ? await qaAtBoot(win, qa, fromFile, started)
    : NO_OVERRIDES;
  const entries = { ...fromFile, ...overrides };
  const manifestUrl = undecided.has(remoteOf(id)) ? undefined : entries[remoteOf(id)];
  // The code first: its chain (manifest, then entry and chunks) is the longer one, and it is never the one a
  // bound or a busy connection pool leaves out.
  const code = manifestUrl ? startPageCode(id, manifestUrl, started, win.document) : null;
  const data = startPageData(id, params, storage, apiBase, toUrl, started, win.document);
  // Both have started their fetches synchronously: nothing more will start.
  started.finish();
  await Promise.all([data, code?.then(settled, settled)]);
}
