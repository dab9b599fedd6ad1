/**
 * npm run db:seed -w api: migrates, then (re)writes the seed catalogue (idempotent: nothing is duplicated,
 * seeded rows are reset to the seed values) and renders every catalogue image into the image folder.
 * With the embedded PGlite database, stop the server first: one process owns its data folder at a time.
 */
import { CatalogService } from '../catalog/service';
import { loadConfig } from '../config';
import { InvalidDataDirError, openDatabase } from '../db/database';
import { DataDirLockedError } from '../db/lock';
import { migrate } from '../db/migrate';
import { ImageService } from '../images/service';
import { seedDatabase } from '../seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  // On PGlite this takes the data folder's lock: with the server running, it stops here and names the process.
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    fsync: config.pgliteFsync,
  });
  try {
    const applied = await migrate(db);
    const summary = await seedDatabase(db);
    console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none'}`);
    console.log(`seeded (${db.kind}):`, summary);
    const catalog = new CatalogService(db, { pollMs: 0 });
    const made = await new ImageService(catalog, config.imageDir, config.images).prewarm();
    console.log(`images rendered: ${made} new, into ${config.imageDir}`);
    console.log(`done in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    'seed failed:',
    error instanceof DataDirLockedError || error instanceof InvalidDataDirError ? error.message : error,
  );
  process.exit(1);
});
