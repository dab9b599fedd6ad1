import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The catalogue's bundles (catalogue/dist) carry this code too and run against the API's data (api/.data: the
 * same database and images), so a package root that is not the API's defers to the api/ folder beside it.
 */
function apiRoot(from: string): string {
  const root = packageRoot(from);
  const beside = path.join(root, '..', 'api');
  if (packageName(root) === '@sencha/api' || !existsSync(path.join(beside, 'package.json'))) return root;
  return beside;
}

function packageName(dir: string): string | undefined {
  try {
    const pkg: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return typeof pkg === 'object' && pkg !== null && 'name' in pkg ? String(pkg.name) : undefined;
  } catch {
    return undefined;
  }
}

export const API_ROOT = apiRoot(__dirname);
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');
export const DEFAULT_IMAGE_DIR = path.join(API_ROOT, '.data', 'images');
export const DEFAULT_OUTBOX_DIR = path.join(API_ROOT, '.data', 'outbox');
/** The QA pass signing key when QA_PASS_SECRET is unset (docs/qa-overrides.md); api/.data/ is never committed. */
export const DEFAULT_QA_KEY_FILE = path.join(API_ROOT, '.data', 'qa-pass.key');
