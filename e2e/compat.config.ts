import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** nginx over the releases folder under test, and the API behind it: ports of their own, beside the e2e suite's. */
export const COMPAT_NGINX_PORT = 8099;
export const COMPAT_API_PORT = 4010;
/** The API's own database, kept between runs (a first start seeds it), never the e2e suite's or a shop's. */
export const COMPAT_DATA_DIR = resolve(__dirname, '../api/.data/compat-pglite');

/**
 * The compatibility gate's journey (docs/releasing.md#compatibility-gate), run by `npm run compat -- <app>
 * <version>` with RELEASES_DIR, COMPAT_APP and COMPAT_VERSION: the e2e suite's browser, no retries (a pass is
 * what promote trusts), and no `npm start` (the spec starts nginx and the API itself).
 */
export default defineConfig({
  ...base,
  testDir: './compat',
  outputDir: './test-results/compat',
  retries: 0,
  workers: 1,
  timeout: 120_000,
  // A step that cannot happen (a button a release lost) fails in seconds, not at the test's timeout.
  use: { ...base.use, baseURL: `http://127.0.0.1:${COMPAT_NGINX_PORT}`, actionTimeout: 15_000 },
  webServer: [],
});
