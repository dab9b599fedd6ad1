// `npm start` in front of a releases folder, laid out as nginx serves it (docs/releasing.md#the-local-shop):
// the live pointer at /remotes.json, /remotes/<app>/<version>/ files, the live shell's release at / (its files,
// else the previous shell's), every other path a route answered with the live index.html.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { shellRenderer } from './shareTags.mjs';

/** A release's file, as nginx's location matches it: an app, a release version, a file (a dot in its name). */
const REMOTE_FILE =
  /^\/remotes\/([A-Za-z][A-Za-z0-9]{0,39})\/(\d{1,4}\.\d{1,4}\.\d{1,4}(?:-[0-9a-z][0-9a-z.-]{0,39})?)\/(.*[^/]\.[A-Za-z0-9]+)$/;
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;

/**
 * The releases folder `npm start` serves, or null to serve each app's build on its own port: RELEASES_DIR, or
 * ./releases, once something is live there (remotes.json and the shell's live link).
 * @param {Record<string, string | undefined>} env
 * @param {string} root the project folder
 * @returns {string | null}
 */
export function releasesToServe(env, root) {
  const dir = env.RELEASES_DIR || join(root, 'releases');
  return existsSync(join(dir, 'remotes.json')) && existsSync(join(dir, 'shell', 'live')) ? dir : null;
}

/**
 * The folder a link names now, or null when it leads nowhere.
 * @param {string} link
 */
function target(link) {
  try {
    return realpathSync(link);
  } catch {
    return null;
  }
}

/**
 * Where each request of the shop is answered from, read at every request so a promotion or a rollback applies
 * to the next one, as under nginx: `locate` for createStaticServer's root, `render` for its rendered files.
 * @param {string} dir the releases folder
 * @param {string} publicUrl
 * @param {{ qaOrigins?: string[] | null }} [options]
 */
export function releasesSite(dir, publicUrl, { qaOrigins = null } = {}) {
  /** @type {Map<string, ReturnType<typeof shellRenderer>>} */
  const renderers = new Map();
  const liveShell = () => target(join(dir, 'shell', 'live'));

  /**
   * @param {string} pathname
   * @returns {import('../static-server.mjs').Located | null}
   */
  function locate(pathname) {
    const remote = REMOTE_FILE.exec(pathname);
    if (remote) {
      const [, app, version, file] = remote;
      const release = join(dir, /** @type {string} */ (app), /** @type {string} */ (version));
      // Asked each time: a pruned release is gone for the next request (its file index was read once).
      if (!existsSync(release)) return null;
      return { dir: release, path: `/${file}`, prefix: `/remotes/${app}/${version}`, cors: true };
    }
    // Nothing else under /remotes/ is public: not history.json, not the lock, not a folder.
    if (pathname.startsWith('/remotes/')) return null;
    const live = liveShell();
    if (!live) return null;
    if (!HAS_EXTENSION.test(pathname) || existsSync(join(live, pathname)))
      return { dir: live, path: pathname, spa: true };
    // A lazy chunk of the shell a tab opened before the last shell promotion still asks for.
    const previous = target(join(dir, 'shell', 'previous'));
    return previous && existsSync(join(previous, pathname)) ? { dir: previous, path: pathname } : null;
  }

  /**
   * The live pointer, read at every request, and the live shell's pages and config.json with their share tags.
   * @param {string} pathname
   * @param {string | undefined} requestUri
   */
  function render(pathname, requestUri) {
    if (pathname === '/remotes.json') {
      const file = join(dir, 'remotes.json');
      return { file: pathname, type: 'application/json; charset=utf-8', body: readFileSync(file, 'utf8') };
    }
    if (pathname.startsWith('/remotes/')) return null;
    const live = liveShell();
    if (!live) return null;
    let renderer = renderers.get(live);
    if (!renderer) {
      renderer = shellRenderer(live, publicUrl, { qaOrigins });
      renderers.set(live, renderer);
    }
    return renderer(pathname, requestUri);
  }

  return { locate, render, liveShell };
}
