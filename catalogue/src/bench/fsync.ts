/**
 * npm run bench:fsync -w api: the cost of PGlite durability per write. Opens a throw-away PGlite folder with
 * fsync on (the default: every committed write is followed by an fdatasync of the WAL) and with PGLITE_FSYNC=off,
 * and times single-row INSERTs (each its own transaction, like a newsletter sign-up).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@sencha/api/database';

const WRITES = Number(process.env.BENCH_WRITES ?? 500);

async function measure(fsync: boolean): Promise<number> {
  const dir = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'sencha-fsync-'));
  const db = await openDatabase({ dataDir: path.join(dir, 'pglite'), fsync });
  try {
    await db.exec('CREATE TABLE bench_write (id SERIAL PRIMARY KEY, v TEXT NOT NULL)');
    for (let i = 0; i < 20; i += 1) await db.query('INSERT INTO bench_write (v) VALUES ($1)', ['warm']);
    const started = performance.now();
    for (let i = 0; i < WRITES; i += 1) await db.query('INSERT INTO bench_write (v) VALUES ($1)', [`w${i}`]);
    return (performance.now() - started) / WRITES;
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const off = await measure(false);
  const on = await measure(true);
  console.log(`PGlite, ${WRITES} single-row INSERTs each:`);
  console.log(`  fsync off: ${off.toFixed(3)} ms per write (${Math.round(1000 / off)} writes/s)`);
  console.log(`  fsync on:  ${on.toFixed(3)} ms per write (${Math.round(1000 / on)} writes/s)`);
  console.log(`  cost of fsync: ${(on - off).toFixed(3)} ms per write`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
