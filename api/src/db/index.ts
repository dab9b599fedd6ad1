/** The database as the catalogue tooling uses it (`@sencha/api/database`): open, lock errors, migrate. */
export type { Database, Queryable } from './database';
export { DamagedTableError, InvalidDataDirError, openDatabase, UnusableDataDirError } from './database';
export { DataDirLockedError } from './lock';
/** What every refusal above is: an operator's to fix, said in one line. */
export { StartupError } from '../startupError';
export { migrate } from './migrate';
