// release, promote, rollback and releases (docs/releasing.md). Promote and rollback only rewrite the live
// pointers (remotes.json, the shell's symlink) and the history: nothing is built or copied, so they take
// milliseconds and touch no other app.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ReleaseError, linkAtomic, majorOf, manifestPath, writeJsonAtomic } from './store.mjs';

/** The live shell's contract, else the fallback (a shop whose shell is not served from releases yet). */
function shellContract(store, fallback) {
  const { shell } = store.live();
  return (shell && store.release(store.apps.shell, shell)?.contract) ?? fallback;
}

/** Refuses a promotion whose platform contract major differs from what it must run with. */
function checkContract(store, app, release, fallbackContract) {
  const live = store.live();
  if (app !== store.apps.shell) {
    const contract = shellContract(store, fallbackContract);
    if (majorOf(release.contract) !== majorOf(contract)) {
      throw new ReleaseError(
        `Refused: ${app} ${release.version} was built against platform contract ${release.contract}, ` +
          `but the live shell uses ${contract} (major ${majorOf(contract)}). Rebuild it against ` +
          `${majorOf(contract)}.x, or promote a shell of major ${majorOf(release.contract)} first.`,
      );
    }
    return;
  }
  const clashes = store.apps.remotes
    .filter((remote) => live.remotes[remote])
    .map((remote) => ({ remote, contract: store.release(remote, live.remotes[remote])?.contract }))
    .filter(({ contract }) => contract && majorOf(contract) !== majorOf(release.contract));
  if (clashes.length > 0) {
    throw new ReleaseError(
      `Refused: shell ${release.version} uses platform contract ${release.contract}, but live ` +
        `${clashes.map(({ remote, contract }) => `${remote} (${contract})`).join(', ')} ` +
        `${clashes.length === 1 ? 'was' : 'were'} built against another major. Promote compatible remotes first.`,
    );
  }
}

/** Makes `version` the live one (no history change). */
function point(store, app, version) {
  if (app === store.apps.shell) {
    mkdirSync(join(store.dir, app), { recursive: true });
    linkAtomic(store.shellLink, version);
  } else {
    writeJsonAtomic(store.remotesFile, { ...store.live().entries, [app]: manifestPath(app, version) });
  }
}

const liveVersion = (store, app) =>
  app === store.apps.shell ? store.live().shell : store.live().remotes[app];

export function promote(store, app, version, { fallbackContract }) {
  const release = store.release(app, version);
  if (!release)
    throw new ReleaseError(`There is no release ${app} ${version}: run npm run release -- ${app} first.`);
  const previous = liveVersion(store, app);
  if (previous === version) return { app, from: previous, to: version, changed: false };
  checkContract(store, app, release, fallbackContract);
  point(store, app, version);
  const history = store.history(app);
  store.setHistory(app, [...(history.length === 0 && previous ? [previous] : history), version]);
  return { app, from: previous, to: version, changed: true };
}

export function rollback(store, app, { fallbackContract }) {
  if (!store.isApp(app)) store.folder(app, '0.0.0');
  const history = store.history(app);
  const live = liveVersion(store, app);
  const at = history.lastIndexOf(live);
  if (at <= 0) throw new ReleaseError(`Nothing to roll ${app} back to: no earlier promotion is recorded.`);
  const target = history[at - 1];
  const release = store.release(app, target);
  if (!release)
    throw new ReleaseError(`The previous release ${app} ${target} is gone from the releases folder.`);
  checkContract(store, app, release, fallbackContract);
  point(store, app, target);
  store.setHistory(app, history.slice(0, at));
  return { app, from: live, to: target, changed: true };
}

/**
 * Builds one app into releases/<app>/<version>/ with the version stamped into its manifest, and writes
 * release.json beside it. An existing version is refused; a failed build leaves nothing behind.
 */
export function release(store, app, version, { root, appDir, contract }) {
  const folder = store.folder(app, version);
  if (existsSync(folder))
    throw new ReleaseError(`${app} ${version} is already released: releases are immutable.`);
  const staging = `${folder}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
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
