// The release store (docs/releasing.md): immutable builds under releases/<app>/<version>/, the live
// remotes.json the shell reads, the live shell (a symlink), and each app's promotion history. Every change is a
// new file renamed over the old one, so a reader sees the old state or the new one, never half of either.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  rmSync,
  writeSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * A release version: semver, with an optional lower-case pre-release part ('1.4.0', '1.4.0-3f2a9c1'). One
 * pattern for the scripts, the API and the shell (shared/src/releases/releaseVersion.json).
 */
export const VERSION_PATTERN = new RegExp(
  JSON.parse(readFileSync(new URL('../../shared/src/releases/releaseVersion.json', import.meta.url), 'utf8'))
    .pattern,
);

export class ReleaseError extends Error {}

/** history.json's log of every change, beside each app's promotions (no app has this name). */
const LOG_KEY = 'log';

/**
 * A JSON file's value, or `fallback` when it does not exist.
 * @param {string} file
 * @param {any} [fallback]
 * @returns {any}
 */
const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/** @param {string} file @param {string} text */
function writeAtomic(file, text) {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** @param {string} file @param {unknown} value */
export const writeJsonAtomic = (file, value) => writeAtomic(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * The manifest URL remotes.json holds for a released remote (same origin: nginx serves /remotes/).
 * @param {string} app
 * @param {string} version
 */
export const manifestPath = (app, version) => `/remotes/${app}/${version}/mf-manifest.json`;

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The version a manifest URL of remotes.json names, when it points at a release of `app`.
 * @param {string} app
 * @param {unknown} url
 */
function releaseOfUrl(app, url) {
  const prefix = `/remotes/${app}/`;
  if (typeof url !== 'string' || !url.startsWith(prefix) || !url.endsWith('/mf-manifest.json')) return null;
  const version = url.slice(prefix.length, -'/mf-manifest.json'.length);
  return VERSION_PATTERN.test(version) ? version : null;
}

/**
 * The stable version of a remotes.json entry, when it points at a release: the entry itself, or the `stable` of
 * a canary split or a demoted canary (docs/releasing.md#canary-releases).
 * @param {string} app
 * @param {unknown} entry
 */
export const versionOf = (app, entry) => releaseOfUrl(app, isObject(entry) ? entry.stable : entry);

/**
 * The canary of a remotes.json entry, or null when none runs.
 * @param {string} app
 * @param {unknown} entry
 * @returns {{ version: string, percent: number } | null}
 */
export function canaryOf(app, entry) {
  if (!isObject(entry) || !versionOf(app, entry)) return null;
  const version = releaseOfUrl(app, entry.canary);
  return version && isPercent(entry.percent) ? { version, percent: entry.percent } : null;
}

/**
 * The last demotion a remotes.json entry records, or null.
 * @param {unknown} entry
 * @returns {{ version: string, reason: string, at: string } | null}
 */
export const demotionOf = (entry) =>
  isObject(entry) && isObject(entry.demoted) && !('canary' in entry)
    ? /** @type {{ version: string, reason: string, at: string }} */ (entry.demoted)
    : null;

/**
 * A canary's share of browsers: an integer from 1 to 99.
 * @param {unknown} value
 * @returns {value is number}
 */
export const isPercent = (value) => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 99;

/** @param {string} version */
export const majorOf = (version) => Number(String(version).split('.')[0]);

export class ReleaseStore {
  /** @param {string} dir the releases folder @param {{ shell: string, remotes: string[] }} apps */
  constructor(dir, apps) {
    this.dir = dir;
    this.apps = apps;
  }

  /** @param {string} app */
  isApp(app) {
    return app === this.apps.shell || this.apps.remotes.includes(app);
  }

  /** @param {string} app @param {string} version */
  folder(app, version) {
    if (!this.isApp(app))
      throw new ReleaseError(
        `Unknown app '${app}': one of ${[this.apps.shell, ...this.apps.remotes].join(', ')}.`,
      );
    if (!VERSION_PATTERN.test(version))
      throw new ReleaseError(`'${version}' is not a release version (like 1.4.0 or 1.4.0-3f2a9c1).`);
    return join(this.dir, app, version);
  }

  /**
   * release.json of a release, or null when it does not exist.
   * @param {string} app
   * @param {string} version
   * @returns {any}
   */
  release(app, version) {
    const file = join(this.folder(app, version), 'release.json');
    return existsSync(file) ? readJson(file) : null;
  }

  /**
   * @param {string} app
   * @returns {string[]}
   */
  versions(app) {
    const dir = join(this.dir, app);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => VERSION_PATTERN.test(name) && existsSync(join(dir, name, 'release.json')))
      .sort((a, b) => this.release(app, a).builtAt.localeCompare(this.release(app, b).builtAt));
  }

  get remotesFile() {
    return join(this.dir, 'remotes.json');
  }

  get shellLink() {
    return join(this.dir, this.apps.shell, 'live');
  }

  /** The shell replaced by the last promotion or rollback: nginx still serves its files to open tabs. */
  get shellPreviousLink() {
    return join(this.dir, this.apps.shell, 'previous');
  }

  /**
   * What is live: the shell's version and each remote's stable one (null: not a release, or nothing), and the
   * canaries running beside them.
   */
  live() {
    const remotes = readJson(this.remotesFile, {});
    const shell = existsSync(this.shellLink) || isLink(this.shellLink) ? readlinkSync(this.shellLink) : null;
    return {
      shell,
      remotes: Object.fromEntries(this.apps.remotes.map((app) => [app, versionOf(app, remotes[app])])),
      canaries: Object.fromEntries(this.apps.remotes.map((app) => [app, canaryOf(app, remotes[app])])),
      entries: remotes,
    };
  }

  /**
   * @param {string} app
   * @returns {string[]}
   */
  history(app) {
    return readJson(join(this.dir, 'history.json'), {})[app] ?? [];
  }

  /**
   * Sets an app's promotions (what rollback walks back) and adds one change to the log of every change.
   * @param {string} app
   * @param {string[]} versions
   * @param {Record<string, unknown>} [change] what happened, e.g. `{ action: 'canary', version, percent }`
   */
  setHistory(app, versions, change) {
    const file = join(this.dir, 'history.json');
    const all = readJson(file, {});
    all[app] = versions.slice(-50);
    if (change)
      all[LOG_KEY] = [...(all[LOG_KEY] ?? []), { at: new Date().toISOString(), app, ...change }].slice(-200);
    writeJsonAtomic(file, all);
  }

  /**
   * Every change, oldest first (the last 200): promotions, rollbacks and each step of a canary.
   * @returns {Record<string, unknown>[]}
   */
  log() {
    return readJson(join(this.dir, 'history.json'), {})[LOG_KEY] ?? [];
  }
}

/** @param {string} file */
function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** @param {number} pid */
const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
};

/**
 * Runs `fn` holding the releases folder's lock (.lock, created exclusively), so two promotions at once cannot
 * each read remotes.json and write back their own change over the other's. A lock whose process has gone is
 * taken over.
 * @template T
 * @param {string} dir
 * @param {() => T} fn
 * @returns {T}
 */
export function withLock(dir, fn) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '.lock');
  let fd;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
      throw new ReleaseError(
        `Another promote or rollback is running (pid ${holder}): try again when it ends.`,
      );
    rmSync(file, { force: true });
    fd = openSync(file, 'wx');
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  try {
    return fn();
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Points the live shell at a release: a new symlink renamed over the old one.
 * @param {string} link
 * @param {string} target
 */
export function linkAtomic(link, target) {
  const tmp = `${link}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  symlinkSync(target, tmp);
  renameSync(tmp, link);
}
