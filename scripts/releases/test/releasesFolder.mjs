// A temporary releases folder for the release commands' tests (no builds: they are about the pointers).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseStore } from '../store.mjs';

const apps = { shell: 'shell', remotes: ['catalog', 'product'] };

/**
 * A releases folder with hand-written release.json files.
 * @param {[app: string, version: string, contract: string][]} releases
 */
export function storeWith(releases) {
  const dir = mkdtempSync(join(tmpdir(), 'releases-'));
  for (const [app, version, contract] of releases) {
    mkdirSync(join(dir, app, version), { recursive: true });
    writeFileSync(
      join(dir, app, version, 'release.json'),
      JSON.stringify({
        app,
        version,
        commit: 'abc1234',
        builtAt: `2026-11-0${releases.length}T00:00:00Z`,
        contract,
      }),
    );
  }
  return new ReleaseStore(dir, apps);
}

/** @param {ReleaseStore} store */
export const remotesJson = (store) => JSON.parse(readFileSync(store.remotesFile, 'utf8'));
