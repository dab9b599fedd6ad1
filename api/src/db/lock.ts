import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

/** A second process (or `npm run db:seed`) asked for a PGlite data folder another process is using. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holderPid} (lock file ${lockPath(dataDir)}). ` +
        'PGlite serves one process per folder: stop that process first (for db:seed, stop the API).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockInfo {
  pid: number;
  host: string;
  token: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** The lock sits next to the folder, not inside it: nothing PGlite initialises or restores ever touches it. */
export function lockPath(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
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

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof info.pid === 'number' && typeof info.token === 'string') return info as LockInfo;
  } catch {
    // unreadable or half-written: treated as stale below
  }
  return undefined;
}

/**
 * Takes the exclusive lock of a PGlite data folder: an O_EXCL lock file holding this process's pid. A lock left
 * by a process that no longer runs (on this host) is stale and taken over; a live holder, including another
 * database opened earlier by this same process, is refused with DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    token: crypto.randomUUID(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(info)}\n`, { flag: 'wx', mode: 0o644 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        if (readLock(file)?.token === info.token) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      const stale =
        holder === undefined ||
        (holder.host === os.hostname() && holder.pid !== process.pid && !isAlive(holder.pid));
      if (!stale) throw new DataDirLockedError(dataDir, holder.pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
