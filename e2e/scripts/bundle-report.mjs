// First-load bytes and requests, measured as a shopper's browser loads them: opens each page of a bench plan
// (e2e/bench/plan.ts) in Chromium, records every request it makes until the network is idle, and sums the
// gzip and brotli sizes of its scripts and stylesheets (the builds' own .gz/.br files) per group: the shell, the
// shared singletons (by package, from the apps' mf-manifest.json) and each remote. Chunks an app fetches only
// after its first paint (deferred-chunks.json) are counted apart, not in the first-load total.
// Usage (npm run bench does it): node e2e/scripts/bundle-report.mjs <plan.json> <out.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { recordWeights, withoutLinkPrefetch } from './bench-files.cjs';

const [planFile, outFile] = process.argv.slice(2);
if (!planFile || !outFile) throw new Error('usage: bundle-report.mjs <plan.json> <out.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const pages = [];
for (const entry of plan.pages) {
  // The bench serves the pages over HTTPS with a certificate made for the run (support/nginxServer.ts).
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await withoutLinkPrefetch(context);
  if (entry.cart) {
    await context.addInitScript((cart) => localStorage.setItem('cart', cart), JSON.stringify(entry.cart));
    // The hint the shell writes for a cart with lines (docs/server-rendering.md#the-empty-cart).
    await context.addCookies([{ name: 'sencha_cart', value: 'filled', url: plan.baseUrl }]);
  }
  const page = await context.newPage();
  const weights = recordWeights(page);
  await page.goto(`${plan.baseUrl}${entry.path}`, { waitUntil: 'networkidle' });
  // Bytes of a page that failed to compose would be no figure at all.
  if (await page.getByText('This part of the shop is taking a short tea break').count())
    throw new Error(`${entry.path} shows the unavailable panel`);
  const { requests, groups, total, deferred } = weights();
  pages.push({ name: entry.name, path: entry.path, requests, groups, total, deferred });
  console.log(
    `${entry.path.padEnd(44)} JS ${(total.js.gzip / 1024).toFixed(1)} KB gzip (+${(deferred.js.gzip / 1024).toFixed(1)} deferred), CSS ${(total.css.gzip / 1024).toFixed(1)} KB gzip, ${requests} requests`,
  );
  await context.close();
}
await browser.close();
writeFileSync(outFile, JSON.stringify({ pages }, null, 2));
