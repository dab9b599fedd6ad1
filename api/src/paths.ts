import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The api/ package folder: the nearest folder above this code that holds a package.json (src/ in tests, a
 * bundle in dist/ or dist/cli/ in production), never the working directory.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

export const API_ROOT = packageRoot(__dirname);
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');
export const DEFAULT_IMAGE_DIR = path.join(API_ROOT, '.data', 'images');
export const DEFAULT_OUTBOX_DIR = path.join(API_ROOT, '.data', 'outbox');
/** The QA pass signing key when QA_PASS_SECRET is unset (docs/qa-overrides.md); api/.data/ is never committed. */
export const DEFAULT_QA_KEY_FILE = path.join(API_ROOT, '.data', 'qa-pass.key');
