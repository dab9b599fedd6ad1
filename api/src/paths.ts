import path from 'node:path';

/** The api/ package folder, resolved from this module (src/ in tests, dist/ in production), never from cwd. */
export const API_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');
export const DEFAULT_IMAGE_DIR = path.join(API_ROOT, '.data', 'images');
export const DEFAULT_OUTBOX_DIR = path.join(API_ROOT, '.data', 'outbox');
/** The QA pass signing key when QA_PASS_SECRET is unset (docs/qa-overrides.md); api/.data/ is never committed. */
export const DEFAULT_QA_KEY_FILE = path.join(API_ROOT, '.data', 'qa-pass.key');
