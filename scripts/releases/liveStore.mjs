// The releases folder the release commands work on: RELEASES_DIR, else releases/ at the root
// (docs/releasing.md), with the apps of apps.json.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes, shell } from '../apps.mjs';
import { ReleaseStore } from './store.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export const openReleaseStore = () =>
  new ReleaseStore(process.env.RELEASES_DIR ?? join(root, 'releases'), {
    shell: shell.name,
    remotes: remotes.map((remote) => remote.name),
  });
