/** The database as the catalogue tooling uses it (`@sencha/api/database`): open, lock errors, migrate. */
export type { Database, Queryable } from './database';
export { InvalidDataDirError, openDatabase } from './database';
export { DataDirLockedError } from './lock';
export { migrate } from './migrate';
