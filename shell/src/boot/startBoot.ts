import type { RemoteModuleId, RemoteName } from '@sencha/platform';
import { applyQaOverrides, overridePolicy } from '../remotes/qaOverrides';
import { parseRemoteEntries } from '../remotes/remoteRegistry';
import { matchPage } from '../routes/matchRoute';
import { PAGE_DATA } from '../routes/pageData';
import { routeDefs } from '../routes/routeDefs';
import { absoluteUrl, type BootHandover } from './handover';
import { exposeAssets } from './manifestAssets';
import { attachStylesheet, preloadScript } from './preloadLinks';
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

const remoteOf = (id: RemoteModuleId) => id.split('/')[0] as RemoteName;
const exposeOf = (id: RemoteModuleId) => id.split('/')[1] ?? '';

/**
 * Starts, from the first moment the page runs script, what the shell would otherwise fetch one after another
 * once its bundle has run (docs/architecture.md#boot): config.json and remotes.json, then for the current route
 * its API data, its remote's manifest, and from the manifest preloads of the remote entry and the expose's
 * start-up JS (and the CSS, attached). The shell takes the fetched responses over (handover.ts). It reads the same route
 * definitions and QA overrides as the shell and never throws: when anything is missing or broken it stops,
 * and the shell loads as it always did.
 */
export async function startBoot(
  win: Window,
  publicPath: string,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<void> {
  const { handover, start } = handoverOf(fetchImpl);
  win.senchaBoot = handover;
  const configStarted = start(`${publicPath}config.json`, { cache: 'no-store' });
  const remotesStarted = start(`${publicPath}remotes.json`, { cache: 'no-store' });
  const match = matchPage(win.location.pathname, routeDefs);
  if (!match) return;
  // Only the page: a carousel composed below it loads as it nears the viewport (routeTable.tsx).
  const ids = [match.def.id];
  const [config, remotesJson] = await Promise.all([jsonOf(configStarted), jsonOf(remotesStarted)]);
  const { apiBase, qa } = bootConfigOf(config);
  for (const id of ids)
    for (const path of PAGE_DATA[id]?.(match.params) ?? [])
      start(`${apiBase}${path}`, { headers: { Accept: 'application/json' } });

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
  const manifests = new Map<string, Promise<unknown>>();
  const manifestOf = (url: string) => {
    const read = manifests.get(url) ?? jsonOf(start(url));
    manifests.set(url, read);
    return read;
  };
  await Promise.all(
    ids.map(async (id) => {
      const manifestUrl = entries[remoteOf(id)];
      if (!manifestUrl) return;
      const absolute = absoluteUrl(manifestUrl);
      const assets = exposeAssets(await manifestOf(absolute), absolute, exposeOf(id));
      if (!assets) return;
      preloadScript(assets.remoteEntry, win.document);
      for (const url of assets.scripts) preloadScript(url, win.document);
      for (const url of assets.styles) attachStylesheet(url, win.document);
    }),
  );
}
