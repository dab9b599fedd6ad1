import fs from 'node:fs';
import os from 'node:os';
import lockfile from 'proper-lockfile';
import { StartupError } from '../startupError';

/** A second process (or `npm run db:seed`) asked for a PGlite data folder another process is using. */
export class DataDirLockedError extends StartupError {
  constructor(
    readonly dataDir: string,
    /** Undefined when the holder has not yet said who it is (it is taking the lock at this moment). */
    readonly holderPid: number | undefined,
  ) {
    const holder = holderPid === undefined ? 'another process' : `process ${holderPid}`;
    super(
      `The data folder ${dataDir} is in use by ${holder} (lock ${lockPath(dataDir)}). ` +
        'PGlite serves one process per folder: stop that process first (for db:seed, stop the API).',
    );
  }
}

interface Owner {
  pid: number;
  host: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** The lock sits next to the folder, not inside it: nothing PGlite initialises or restores ever touches it. */
export function lockPath(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

/** Who holds the lock: beside it, as proper-lockfile's lock is an empty folder it removes with rmdir. */
function ownerPath(dataDir: string): string {
  return `${lockPath(dataDir)}.owner`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Owner>;
    if (typeof owner.pid === 'number') return { pid: owner.pid, host: String(owner.host) };
  } catch {
    // missing or half-written
  }
  return undefined;
}

/** A holder on this host that no longer runs left its lock behind: it is taken over at once. */
function isGone(owner: Owner): boolean {
  return owner.host === os.hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
}

/**
 * The lock file an earlier version wrote (one JSON file where the lock folder now goes): respected while its
 * process runs, removed when it is gone.
 */
function clearLegacyLock(dataDir: string): void {
  const file = lockPath(dataDir);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return;
  const owner = readOwner(file);
  if (owner && !isGone(owner) && owner.pid !== process.pid) throw new DataDirLockedError(dataDir, owner.pid);
  fs.rmSync(file, { force: true });
}

/**
 * Takes the exclusive lock of a PGlite data folder with proper-lockfile (an atomic mkdir, its mtime kept fresh
 * while held) and notes this process's pid beside it. A lock left by a process that no longer runs (on this
 * host) is taken over; a live holder, including another database opened earlier by this same process, is
 * refused with DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  const owner = ownerPath(dataDir);
  clearLegacyLock(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let unlock: () => void;
    try {
      unlock = lockfile.lockSync(dataDir, {
        lockfilePath: file,
        // The folder may not exist yet (a first start creates it).
        realpath: false,
        // Another host's holder (a shared volume) that stopped refreshing the lock for a minute is gone; on
        // this host the pid says so at once.
        stale: 60_000,
        onCompromised: (error) => console.error(`The lock ${file} was lost: ${error.message}`),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const holder = readOwner(owner);
      if (!holder || !isGone(holder)) throw new DataDirLockedError(dataDir, holder?.pid);
      fs.rmSync(file, { recursive: true, force: true });
      continue;
    }
    fs.writeFileSync(owner, `${JSON.stringify({ pid: process.pid, host: os.hostname() })}\n`);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.removeListener('exit', release);
      if (readOwner(owner)?.pid === process.pid) fs.rmSync(owner, { force: true });
      try {
        unlock();
      } catch {
        // already gone (compromised, or released by proper-lockfile's own exit hook)
      }
    };
    process.once('exit', release);
    return { file, release };
  }
  throw new Error(`Could not take the lock ${file}`);
}
