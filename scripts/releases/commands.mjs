// release, promote, rollback and releases (docs/releasing.md). Promote and rollback only rewrite the live
// pointers (remotes.json, the shell's symlink) and the history: nothing is built or copied, so they take
// milliseconds and touch no other app.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseError, linkAtomic, majorOf, manifestPath, withLock, writeJsonAtomic } from './store.mjs';
import { canaryChange, demote, endCanary, startCanary } from './canary.mjs';
import { checkCompat } from './compat.mjs';

/** @typedef {import('./store.mjs').ReleaseStore} ReleaseStore */
/** One app moving to a version (`from`: what was live). */
/** @typedef {{ app: string, version: string, from?: string | null }} Change */

/**
 * The contract of an app's release, or null when it has none (a build that is not a release).
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {string | null | undefined} version
 * @returns {string | null}
 */
const contractOf = (store, app, version) =>
  version ? (store.release(app, version)?.contract ?? null) : null;

/**
 * Refuses a set of changes that would leave a changed app with a platform contract major its partners do not
 * speak: every remote must share the shell's major. Only pairs with a changed app are checked, so an unrelated
 * promotion is never blocked by an old mismatch. A major upgrade is promoted together: the shell and every
 * remote at once.
 * @param {ReleaseStore} store
 * @param {Change[]} changes
 * @param {string} fallbackContract
 */
function checkContracts(store, changes, fallbackContract) {
  const live = store.live();
  const shellChange = changes.find(({ app }) => app === store.apps.shell);
  const shellVersion = shellChange?.version ?? live.shell;
  const shellContract = contractOf(store, store.apps.shell, shellVersion) ?? fallbackContract;
  const shellName = shellChange ? `shell ${shellVersion} (being promoted)` : 'the live shell';
  for (const remote of store.apps.remotes) {
    const change = changes.find(({ app }) => app === remote);
    if (!change && !shellChange) continue;
    // A remote left as it is speaks with both its stable release and its canary.
    const versions = change ? [change.version] : [live.remotes[remote], live.canaries[remote]?.version];
    const version = versions.find((each) => {
      const built = contractOf(store, remote, each);
      return built && majorOf(built) !== majorOf(shellContract);
    });
    if (!version) continue;
    const contract = /** @type {string} */ (contractOf(store, remote, version));
    throw new ReleaseError(
      change
        ? `Refused: ${remote} ${version} was built against platform contract ${contract}, but ${shellName} ` +
            `uses ${shellContract} (major ${majorOf(shellContract)}). Rebuild it against ` +
            `${majorOf(shellContract)}.x, or promote a shell of major ${majorOf(contract)} together with it.`
        : `Refused: shell ${shellVersion} uses platform contract ${shellContract}, but live ${remote} ` +
            `(${contract}) was built against another major. Promote compatible remotes together with it: ` +
            `npm run promote -- shell ${shellVersion} ${remote} <version> ...`,
    );
  }
}

/**
 * Makes the changes live: remotes.json first (one write for all remotes), then the shell's symlink. The shell
 * being replaced stays reachable as shell/previous, so a tab opened on it can still load its lazy chunks.
 * @param {ReleaseStore} store
 * @param {Change[]} changes
 */
function point(store, changes) {
  const remotes = changes.filter(({ app }) => app !== store.apps.shell);
  if (remotes.length > 0) {
    const entries = { ...store.live().entries };
    for (const { app, version } of remotes) entries[app] = manifestPath(app, version);
    writeJsonAtomic(store.remotesFile, entries);
  }
  const shell = changes.find(({ app }) => app === store.apps.shell);
  if (shell) {
    mkdirSync(join(store.dir, shell.app), { recursive: true });
    const current = store.live().shell;
    if (current) linkAtomic(store.shellPreviousLink, current);
    linkAtomic(store.shellLink, shell.version);
  }
}

/**
 * @param {ReleaseStore} store
 * @param {string} app
 * @returns {string | null}
 */
const liveVersion = (store, app) =>
  app === store.apps.shell ? store.live().shell : store.live().remotes[app];

/**
 * Makes releases live together: `targets` is [[app, version], ...] (one app, or a shell with the remotes of its
 * new contract major). Checked as a whole, then written; each app's history records its promotion. With
 * `canary` (a percent), one remote's release goes live for that share of browsers only; without, a running
 * canary of a promoted remote ends (completed when its version is the one promoted). A remote must have passed
 * the compatibility gate with the shell it will meet (compat.mjs); `force` promotes it anyway, logged as forced.
 * @param {ReleaseStore} store
 * @param {[string, string][]} targets
 * @param {{ fallbackContract: string, canary?: number, force?: boolean }} options
 */
export function promote(store, targets, { fallbackContract, canary, force }) {
  return withLock(store.dir, () => {
    const changes = targets.map(([app, version]) => {
      if (!store.release(app, version))
        throw new ReleaseError(`There is no release ${app} ${version}: run npm run release -- ${app} first.`);
      return { app, version, from: liveVersion(store, app) };
    });
    if (new Set(changes.map(({ app }) => app)).size !== changes.length)
      throw new ReleaseError('Each app may be named once in a promotion.');
    if (canary !== undefined) {
      const change = canaryChange(store, changes);
      checkContracts(store, [change], fallbackContract);
      const forced = checkCompat(store, [change], force).get(change.app);
      const logged = forced ? { forced } : {};
      return [{ ...startCanary(store, change, canary, logged), ...logged }];
    }
    const canaries = store.live().canaries;
    const moving = changes.filter(({ app, version, from }) => version !== from || canaries[app]);
    checkContracts(store, moving, fallbackContract);
    // Promoting the stable release over its canary only ends the canary: nothing new meets the shell.
    const forced = checkCompat(
      store,
      moving.filter(({ version, from }) => version !== from),
      force,
    );
    point(store, moving);
    for (const { app, version, from } of moving) {
      const history = store.history(app);
      const ended = canaries[app];
      const action = ended?.version === version ? 'complete-canary' : 'promote';
      store.setHistory(
        app,
        version === from ? history : [...(history.length === 0 && from ? [from] : history), version],
        {
          action,
          version,
          from,
          ...(ended ? { canary: ended } : {}),
          ...(forced.has(app) ? { forced: forced.get(app) } : {}),
        },
      );
    }
    return changes.map(({ app, version, from }) => ({
      app,
      from,
      to: version,
      changed: from !== version || Boolean(canaries[app]),
      ...(canaries[app] ? { endedCanary: canaries[app] } : {}),
      ...(forced.has(app) ? { forced: forced.get(app) } : {}),
    }));
  });
}

/**
 * Makes the release promoted before the live one live again, and forgets the live one's promotion. While a
 * canary runs, it ends the canary instead: the stable release is then live for every browser.
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {{ fallbackContract: string }} options
 */
export function rollback(store, app, { fallbackContract }) {
  if (!store.isApp(app)) store.folder(app, '0.0.0');
  return withLock(store.dir, () => {
    const ended = endCanary(store, app);
    if (ended) return ended;
    const history = store.history(app);
    const live = liveVersion(store, app);
    const at = live === null ? -1 : history.lastIndexOf(live);
    if (at <= 0) throw new ReleaseError(`Nothing to roll ${app} back to: no earlier promotion is recorded.`);
    const target = history[at - 1];
    if (!store.release(app, target))
      throw new ReleaseError(`The previous release ${app} ${target} is gone from the releases folder.`);
    const change = { app, version: target, from: live };
    checkContracts(store, [change], fallbackContract);
    point(store, [change]);
    store.setHistory(app, history.slice(0, at), { action: 'rollback', version: target, from: live });
    return { app, from: live, to: target, changed: true };
  });
}

/**
 * Ends a remote's canary for the canary watcher, only if `version` is still that canary (else changes nothing
 * and says so), recording `reason` in remotes.json and history.json (docs/releasing.md#canary-releases).
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {{ version: string, reason: string }} demotion
 */
export function demoteCanary(store, app, demotion) {
  store.folder(app, demotion.version);
  return withLock(store.dir, () => demote(store, app, demotion));
}

/**
 * Builds one app into releases/<app>/<version>/ with the version stamped into its manifest, and writes
 * release.json beside it. An existing version is refused; a failed build leaves nothing behind.
 * @param {ReleaseStore} store
 * @param {string} app
 * @param {string} version
 * @param {{ root: string, appDir: string, contract: string }} options
 */
export function release(store, app, version, { root, appDir, contract }) {
  const folder = store.folder(app, version);
  if (existsSync(folder))
    throw new ReleaseError(`${app} ${version} is already released: releases are immutable.`);
  // Built outside <app>/, so a half-built folder is never served as a release.
  const staging = join(store.dir, '.staging', `${app}-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(store.dir, '.staging'), { recursive: true });
  mkdirSync(join(store.dir, app), { recursive: true });
  const started = Date.now();
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: join(root, appDir),
    env: { ...process.env, MF_BUILD_VERSION: version, BUILD_OUT_DIR: staging },
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new ReleaseError(`The build of ${app} failed (exit ${build.status}): nothing was released.`);
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const record = { app, version, commit, builtAt: new Date().toISOString(), contract };
  writeJsonAtomic(join(staging, 'release.json'), record);
  renameSync(staging, folder);
  return { ...record, ms: Date.now() - started };
}
