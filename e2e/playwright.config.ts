import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OUTBOX_DIR } from './support/outbox';

const shellUrl = 'http://localhost:3000';

/**
 * The composed site as `npm start` serves it (production builds, API with its embedded database), in the
 * machine's Debian Chromium. A QA candidate build of mfe-content is served on 3105 for the override test.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two cores here: one browser per core.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: shellUrl,
    // Pages in their final state (the home hero's intro hides the carousel for its first 7 s): the tests of
    // motion itself ask for it (`page.emulateMedia({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node ../scripts/serve.mjs',
      url: `${shellUrl}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
      // Its own database, so a test run never touches the data of a shop started by hand.
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR ?? resolve(__dirname, '../api/.data/e2e-pglite'),
        // Each app from its own build, never a releases folder a developer made (./releases would switch
        // `npm start` to serving it: docs/releasing.md#the-local-shop); the release specs run their own nginx.
        RELEASES_DIR: resolve(__dirname, '.no-releases'),
        // The suite's specs drive the browser's own path: its boot, first reads and first-load budgets. Pages
        // rendered on the server are the nginx specs' (tests/server-rendering.spec.ts, docs/server-rendering.md);
        // E2E_SERVER_RENDERING=on runs the shop's specs against them (e2e/README.md).
        SERVER_RENDERING: process.env.E2E_SERVER_RENDERING === 'on' ? 'on' : 'off',
        // Its own outbox, read by the tests that follow an e-mail (support/outbox.ts).
        OUTBOX_DIR: E2E_OUTBOX_DIR,
        // The operator routes, for the order tests (support/shop.ts OPERATOR_TOKEN).
        ADMIN_TOKEN: 'e2e-operator-token-0123456789abcdef',
        // A QA environment: QA mode may load the candidate served on 3105 below (docs/configuration.md#qa-origins).
        QA_ORIGINS: 'http://localhost:3105',
        // The whole suite comes from one address: the default 10 POSTs a minute per route would refuse the
        // shipping quotes of consecutive checkout tests (the limit itself is tested in the API's suite).
        RATE_LIMIT_MAX: '60',
        // The contact form's own limit (5 per 10 minutes per address) likewise: the contact tests send 3.
        CONTACT_RATE_MAX: '20',
      },
    },
    {
      command: 'node ../scripts/static-server.mjs .qa/content 3105',
      url: 'http://localhost:3105/mf-manifest.json',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
