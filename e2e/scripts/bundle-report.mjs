// First-load bytes, measured as a shopper's browser loads them: opens pages of the running shop
// (`npm start`) in Chromium, records every script and stylesheet it fetches, and sums their gzip sizes
// (the build's own .gz files) per app. Usage: node e2e/scripts/bundle-report.mjs [baseUrl] [paths...]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length ? argPaths : ['/about', '/home', '/tea-item/sencha-superior-100g'];
const apps = JSON.parse(readFileSync(join(root, 'apps.json'), 'utf8'));
const appsByPort = Object.fromEntries(
  [apps.shell, ...Object.values(apps.remotes)].map((app) => [app.port, app.dir]),
);

function gzipBytes(app, pathname) {
  const file = join(root, app, 'dist', pathname.replace(/^\//, ''));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  if (existsSync(file)) return gzipSync(readFileSync(file), { level: 9 }).length;
  return 0;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const path of paths) {
  const page = await browser.newPage();
  const totals = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const app = appsByPort[url.port];
    if (!app || !/\.(js|css)$/.test(url.pathname)) return;
    const kind = url.pathname.endsWith('.css') ? 'css' : 'js';
    const entry = totals.get(app) ?? { js: 0, css: 0, files: 0 };
    entry[kind] += gzipBytes(app, url.pathname);
    entry.files += 1;
    if (process.env.VERBOSE) console.log('   ', app, url.pathname, gzipBytes(app, url.pathname));
    totals.set(app, entry);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  console.log(`\n${path}`);
  let js = 0;
  let css = 0;
  for (const [app, entry] of totals) {
    console.log(
      `  ${app.padEnd(18)} js ${String(entry.js).padStart(7)} B gzip   css ${String(entry.css).padStart(6)} B gzip   (${entry.files} files)`,
    );
    js += entry.js;
    css += entry.css;
  }
  console.log(
    `  ${'total'.padEnd(18)} js ${String(js).padStart(7)} B gzip   css ${String(css).padStart(6)} B gzip`,
  );
  await page.close();
}
await browser.close();
