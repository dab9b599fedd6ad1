import type { RemoteModuleId, RemoteName, StorageLike } from '@sencha/platform';
import { imageUrl } from '@sencha/ui-kit/image-url';
import type { ToImageUrl } from '@sencha/shared/tea-item-images';
import { MAIN_MENU_PATH } from '../menu/mainMenuPath';
import { parseRemoteEntries } from '../remotes/remoteRegistry';
import { matchPage } from '../routes/matchRoute';
import { routeDefs } from '../routes/routeDefs';
import { absoluteUrl } from './handover';
import { bootFetches, jsonOf, type BootFetches } from './bootFetches';
import { LEAD_IMAGE_RULES } from './leadImages';
import { exposeAssets } from './manifestAssets';
import { expandReads, pageDeclarationOf, type CheckedPage } from './pageReads';
import { attachStylesheet, preloadImage, preloadScript } from './preloadLinks';
import { bootConfigOf, readOnlyStorage } from './bootConfig';
import { NO_OVERRIDES, mayBeQa, qaAtBoot } from './qaAtBoot';

const JSON_GET: RequestInit = { headers: { Accept: 'application/json' } };

const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;
const exposeOf = (id: RemoteModuleId) => id.split('/')[1] ?? '';

/** What the boot knows of the page it starts: the route's match, the shop's settings, the document. */
interface PageStart {
  id: RemoteModuleId;
  params: Record<string, string>;
  storage: StorageLike;
  apiBase: string;
  toUrl: ToImageUrl;
  doc: Document;
}

/**
 * The page's first API reads, as its remote's manifest declares them (pageReads.ts), started at once; then, once
 * the lead image's read is in, a preload of the image the page paints largest.
 */
function startFirstReads(
  declared: CheckedPage,
  { params, storage, apiBase, toUrl, doc }: PageStart,
  { start, startReadable }: BootFetches,
): Promise<void> {
  const startData = declared.ready ? startReadable : start;
  const answers = expandReads(declared, params, storage).map((paths) =>
    paths.map((path) => startData(`${apiBase}${path}`, JSON_GET)),
  );
  const { leadImage } = declared;
  const answer = leadImage ? answers[leadImage.read]?.[0] : undefined;
  if (!leadImage || !answer) return Promise.resolve();
  return jsonOf(answer).then((data) => {
    try {
      const image = LEAD_IMAGE_RULES[leadImage.rule](data, toUrl);
      if (image) preloadImage(image, doc);
    } catch {
      // An address the URL parser refuses: no preload; the page reports its own image as it always does.
    }
  });
}

/**
 * The page's remote manifest, and from it preloads of its entry and start-up JS (the CSS is attached), made
 * before the shell's runtime may read the manifest: else its own script tags, at low priority, could come first.
 * In the same step, before the shell gets the manifest, the page's first reads start (its `metaData.pages`):
 * the data waits on the manifest, never on the remote's code. Resolves once that step has run (or the fetch
 * failed), with what still runs after it (the lead image); undefined when the manifest was not started here.
 */
function startPageCode(page: PageStart, manifestUrl: string, started: BootFetches) {
  const absolute = absoluteUrl(manifestUrl);
  const expose = exposeOf(page.id);
  let reads: Promise<void> = Promise.resolve();
  const manifest = started.start(absolute, undefined, (body) => {
    try {
      const assets = exposeAssets(body, absolute, expose);
      if (assets) {
        preloadScript(assets.remoteEntry, page.doc);
        for (const url of assets.scripts) preloadScript(url, page.doc);
        for (const url of assets.styles) attachStylesheet(url, page.doc);
      }
    } finally {
      const declared = pageDeclarationOf(body, expose);
      if (declared) reads = startFirstReads(declared, page, started);
    }
  });
  return manifest?.then(
    () => ({ reads }),
    () => ({ reads }),
  );
}

/**
 * Starts, from the first moment the page runs script, what the shell would otherwise fetch one after another
 * once its bundle has run (docs/architecture.md#boot): config.json and remotes.json, then the menu, and for
 * the current route's page its remote's manifest, and from the manifest preloads of the remote entry and the
 * expose's start-up JS (and the CSS, attached) beside the API reads the remote declares for the page (and from
 * those, a preload of its largest image). A carousel composed below the page is not started: it loads as it nears the viewport
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
  const page: PageStart = {
    id,
    params: { ...match.params, ...match.def.props },
    storage: readOnlyStorage(win),
    apiBase,
    toUrl,
    doc: win.document,
  };

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
  // The page's first reads are declared in its manifest (docs/architecture.md#boot): without one started here
  // (the shell asked first, or QA has yet to decide the remote), the page fetches its data itself.
  const code = manifestUrl ? startPageCode(page, manifestUrl, started) : undefined;
  // Until the manifest is read the boot may still start the page's reads, and must not start what the shell
  // asks for meanwhile; after that, nothing more will start.
  const { reads } = (await code) ?? { reads: Promise.resolve() };
  started.finish();
  await reads;
}
