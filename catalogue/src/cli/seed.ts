/**
 * npm run db:seed, or `node catalogue/dist/cli/seed.js` as the production job
 * (docs/operations.md#catalogue-seed-and-images): migrates, then (re)writes the seed catalogue (idempotent:
 * nothing is duplicated, seeded rows are reset to the seed values; with --if-empty, only into an empty catalogue) and generates the catalogue images that are
 * missing or changed.
 * With the embedded PGlite database, stop the server first: one process owns its data folder at a time.
 */
import path from 'node:path';
import { loadSnapshot } from '@sencha/api/catalogue-tools';
import { loadConfig } from '@sencha/api/config';
import { migrate, openDatabase, StartupError } from '@sencha/api/database';
import { ArtGenerator } from '../art/generate';
import { seedDatabase, seedIfEmpty } from '../seed/seed';

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
    // --if-empty (the compose job, run at every `up`): a shop that has a catalogue keeps it as it is.
    const summary = process.argv.includes('--if-empty') ? await seedIfEmpty(db) : await seedDatabase(db);
    console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none'}`);
    console.log(summary ? `seeded (${db.kind}):` : 'the catalogue has rows: not seeded', summary ?? '');
    // The catalogue's pictures are drawn here (and at server start), never when a shopper asks for one.
    const art = await new ArtGenerator(
      () => loadSnapshot(db),
      path.join(config.imageDir, 'originals'),
    ).generate();
    console.log(
      `images generated: ${art.made} of ${art.total} (the rest unchanged) in ${art.ms} ms, into ${config.imageDir}`,
    );
    if (art.failed.length > 0) throw new Error(`images that could not be drawn: ${art.failed.join(', ')}`);
    console.log(`done in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    'seed failed:',
    // The data folder's refusals (in use, not a database, unusable, a damaged table) are one line each.
    error instanceof StartupError ? error.message : error,
  );
  process.exit(1);
});
