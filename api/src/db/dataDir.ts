/**
 * The PGlite data folder before it is opened (docs/operations.md#the-data-folder-at-start): where it really is, and
 * whether it can be used. Each refusal is a StartupError with one line that names the folder and what to do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startupError';

/** A non-empty folder that holds no database: never initialised over. */
export class InvalidDataDirError extends StartupError {
  constructor(
    readonly dataDir: string,
    missing: string,
  ) {
    super(
      `The data folder ${dataDir} is not empty but is not a PostgreSQL data folder (${missing} is missing). ` +
        'Refusing to initialise a new database over it. Restore the folder from a backup (a copy of the whole ' +
        `folder taken while the API was stopped), or move it aside (mv ${dataDir} ${dataDir}.broken) to start ` +
        'with a new, empty database.',
    );
  }
}

/** A data folder the API cannot use as it is (a dangling link, a file, no permission, a file system error). */
export class UnusableDataDirError extends StartupError {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(
      `The data folder ${dataDir} cannot be used: ${reason}. Set DATA_DIR to a folder this user can read and ` +
        'write (a symbolic link to one is fine), or leave it unset for api/.data/pglite.',
    );
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/**
 * The folder the database lives in: DATA_DIR itself, or, when it is a symbolic link (or lies under one), the
 * folder the link leads to. PGlite's file system cannot open a linked folder, and an operator who links the
 * data folder to another disk means that disk; the lock is taken beside the real folder, so two links to one
 * folder share it. A path that does not exist yet is a new database, created on open.
 */
export function resolveDataDir(dataDir: string): string {
  let link: fs.Stats;
  try {
    link = fs.lstatSync(dataDir);
  } catch (error) {
    if (code(error) === 'ENOENT') return dataDir;
    throw new UnusableDataDirError(dataDir, `it cannot be examined (${code(error)})`);
  }
  let real: string;
  try {
    real = fs.realpathSync(dataDir);
  } catch (error) {
    const target = link.isSymbolicLink() ? fs.readlinkSync(dataDir) : undefined;
    throw new UnusableDataDirError(
      dataDir,
      target === undefined
        ? `it cannot be resolved (${code(error)})`
        : `it is a symbolic link to ${target}, which does not exist (${code(error)})`,
    );
  }
  if (!fs.statSync(real).isDirectory())
    throw new UnusableDataDirError(
      dataDir,
      real === dataDir ? 'it is not a folder' : `${real} is not a folder`,
    );
  try {
    fs.accessSync(real, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw new UnusableDataDirError(dataDir, `this user may not read and write ${real} (${code(error)})`);
  }
  return real;
}

/** Creates the folder (and its parents) for a new database; a refusal (no permission, a file) says so. */
export function createDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new UnusableDataDirError(dataDir, `it cannot be created (${code(error)})`);
  }
}

/** Checks a PGlite folder before opening it: empty or absent (a new database), or a whole data folder. */
export function checkDataDir(dataDir: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(dataDir);
  } catch (error) {
    if (code(error) === 'ENOENT') return;
    throw error;
  }
  if (entries.length === 0) return;
  for (const required of ['PG_VERSION', path.join('global', 'pg_control')]) {
    if (!fs.existsSync(path.join(dataDir, required))) throw new InvalidDataDirError(dataDir, required);
  }
}

/**
 * PGlite's own file system errors carry only an Emscripten errno (`ErrnoError errno 44`): said in a line that
 * names the folder. Anything else is passed on as it is.
 */
export function describeOpenError(dataDir: string, error: unknown): unknown {
  const errno = (error as { errno?: unknown } | null)?.errno;
  if ((error as Error | null)?.name === 'ErrnoError' && typeof errno === 'number')
    return new UnusableDataDirError(dataDir, `PGlite's file system refused it (errno ${errno})`);
  return error;
}
