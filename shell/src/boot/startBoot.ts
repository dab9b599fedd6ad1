import type { RemoteName, StorageLike } from '@sencha/platform';
import { imageUrl } from '@sencha/ui-kit/image-url';
import type { ToImageUrl } from '@sencha/shared/tea-item-images';
import { MAIN_MENU_PATH } from '../menu/mainMenuPath';
import { isRemoteName } from '../remotes/remoteRegistry';
import { ensureCohort } from '../remotes/cohort';
import { composedEntries, resolveLiveRemotes } from '../remotes/liveEntry';
import { declaredRoutes } from '../routes/declaredRoutes';
import { matchPage } from '../routes/matchRoute';
import type { PageModuleId } from '../routes/routeDefs';
import { absoluteUrl } from './handover';
import { bootFetches, jsonOf, type BootFetches } from './bootFetches';
import { startManifests } from './bootManifests';
import { LEAD_IMAGE_RULES } from './leadImages';
import { exposeAssets } from './manifestAssets';
import { expandReads, pageDeclarationOf, type CheckedPage } from './pageReads';
import { attachStylesheet, preloadImage, preloadScript } from './preloadLinks';
import { bootConfigOf, readOnlyStorage } from './bootConfig';
import { NO_OVERRIDES, mayBeQa, qaAtBoot } from './qaAtBoot';
import {
  isServerRendered,
  readServerState,
  renderedAnswers,
  untilServerState,
  type ServerState,
} from './serverState';
import { startScriptsAfterPaint, untilPainted } from './afterPaint';
import { holdInputUntilLive } from './heldInput';

const JSON_GET: RequestInit = { headers: { Accept: 'application/json' } };

const remoteOf = (id: PageModuleId) => id.split('/')[0] as RemoteName;
const exposeOf = (id: PageModuleId) => id.split('/')[1] ?? '';

/** What the boot knows of the page it starts: the route's match, the shop's settings, the document. */
interface PageStart {
  id: PageModuleId;
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
 * From the page's remote manifest, preloads of its entry and start-up JS (the CSS is attached), made before the
 * shell's runtime may read the manifest: else its own script tags, at low priority, could come first. In the
 * same step the page's first reads start (its `metaData.pages`): the data waits on the manifests, never on the
 * remote's code. Returns what still runs after it (the lead image).
 */
function startPageCode(page: PageStart, manifest: unknown, manifestUrl: string, started: BootFetches) {
  const absolute = absoluteUrl(manifestUrl);
  const expose = exposeOf(page.id);
  try {
    const assets = exposeAssets(manifest, absolute, expose);
    if (assets) {
      preloadScript(assets.remoteEntry, page.doc);
      for (const url of assets.scripts) preloadScript(url, page.doc);
      for (const url of assets.styles) attachStylesheet(url, page.doc);
    }
  } catch {
    // No preload: the runtime loads the code as it always does, and the reads still start.
  }
  const declared = pageDeclarationOf(manifest, expose);
  return declared ? startFirstReads(declared, page, started) : Promise.resolve();
}

/**
 * Starts, from the first moment the page runs script, what the shell would otherwise fetch one after another
 * once its bundle has run (docs/architecture.md#boot): config.json and remotes.json, then the menu and every
 * composed remote's manifest (together they declare the routes: docs/architecture.md#routes), and for the
 * current route's page preloads of its remote entry and the expose's start-up JS (and the CSS, attached) beside
 * the API reads the remote declares for the page (and from those, a preload of its largest image). A carousel
 * composed below the page is not started: it loads as it nears the viewport (routeTable.tsx). The shell takes
 * the fetched responses over (handover.ts). The boot reads the routes as the shell does, and in QA mode the
 * same stored overrides, and never throws: when anything is missing or broken it stops, and the shell loads as
 * it always did.
 */
export async function startBoot(
  win: Window,
  publicPath: string,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<void> {
  // The shell got here first (handover.ts claimHandover): all it needs, it is fetching already.
  if (win.senchaBoot) return;
  if (isServerRendered(win.document)) {
    holdInputUntilLive(win.document);
    await untilServerState(win.document);
    // The page paints from its HTML before any of the shell's code runs (docs/server-rendering.md#first-paint).
    await untilPainted(win);
    // The shell may have claimed the hand-over meanwhile (a head whose scripts were left as built).
    if (win.senchaBoot) return;
  }
  const server = readServerState(win.document);
  const started = bootFetches(fetchImpl, undefined, renderedAnswers(server, win.location.href));
  win.senchaBoot = started.handover;
  startScriptsAfterPaint(win.document);
  try {
    await startFetches(win, publicPath, started, server);
  } finally {
    started.finish();
  }
}

async function startFetches(
  win: Window,
  publicPath: string,
  started: BootFetches,
  server: ServerState | null,
): Promise<void> {
  // Before remotes.json is read: a browser's first load already composes its side of a canary split. A
  // server-rendered page composes what the server composed (docs/server-rendering.md#the-handover).
  const cohort = server?.cohort ?? ensureCohort(win.document);
  const configStarted = started.start(`${publicPath}config.json`, { cache: 'no-store' });
  const remotesStarted = server ? null : started.start(`${publicPath}remotes.json`, { cache: 'no-store' });
  const [config, remotesJson] = await Promise.all([
    jsonOf(configStarted),
    server ? server.pointer : jsonOf(remotesStarted),
  ]);
  const { apiBase, qa, images } = bootConfigOf(config);
  // Every page, a missing one too, shows the menu: started here, it is not one more round trip after the
  // first render, on the way to the page's largest paint (docs/architecture.md#boot).
  started.start(`${apiBase}${MAIN_MENU_PATH}`, JSON_GET);
  // Quietly: the shell logs what it ignores, once.
  const fromFile = composedEntries(
    resolveLiveRemotes(remotesJson, cohort, win.location.href, () => undefined),
  );
  // A shopper's page reads no override: not the URL's, not storage (whose first read loads the origin's whole
  // store synchronously, about 9 ms on a desktop, before the page's code could start; docs/architecture.md#boot).
  // Only a page with the QA hint cookie asks the API, and waits for its answer (docs/qa-overrides.md).
  const { overrides, undecided } = mayBeQa(win, qa)
    ? await qaAtBoot(win, qa, fromFile, started)
    : NO_OVERRIDES;
  const entries = { ...fromFile, ...overrides };
  for (const name of undecided) if (isRemoteName(name)) delete entries[name];
  const toUrl: ToImageUrl = (url, options) => imageUrl(url, options, images);
  let reads: Promise<void> | null = null;
  await startManifests(entries, started, (manifests) => {
    // The page is matched against the routes declared so far, as the shell does (routes/routeStore.ts): its
    // code and data start as soon as its own remote's manifest is in.
    if (reads) return;
    const match = matchPage(
      win.location.pathname,
      declaredRoutes(manifests, new Set(), () => undefined).defs,
    );
    const manifestUrl = match ? entries[remoteOf(match.def.id)] : undefined;
    if (!match || !manifestUrl) return;
    const page: PageStart = {
      id: match.def.id,
      params: { ...match.params, ...match.def.props },
      storage: readOnlyStorage(win),
      apiBase,
      toUrl,
      doc: win.document,
    };
    reads = startPageCode(page, manifests[remoteOf(match.def.id)], manifestUrl, started);
  });
  // Until the manifests are read the boot may still start the page's reads, and must not start what the shell
  // asks for meanwhile; after that, nothing more will start.
  started.finish();
  await (reads ?? Promise.resolve());
}
