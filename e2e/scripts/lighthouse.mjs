// Lighthouse (simulated mobile, its default settings) on each page of a bench plan (e2e/bench/plan.ts), several
// runs per page; each score and metric is the median of its runs. Pages with `withCart` are measured with the
// plan's cart in localStorage (put there first and kept: disableStorageReset).
// Usage (npm run bench does it): node e2e/scripts/lighthouse.mjs <plan.json> <out.json>
import { readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [planFile, outFile] = process.argv.slice(2);
if (!planFile || !outFile) throw new Error('usage: lighthouse.mjs <plan.json> <out.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

async function seedCart(port, cart) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${plan.baseUrl}/about`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
  await page.close();
  await browser.disconnect();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One run's figures: category scores 0-100 and the metrics' numeric values. */
function figuresOf({ categories, audits }) {
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
    ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, audits[id]?.numericValue ?? NaN])),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const pages = [];
try {
  for (const entry of plan.pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      if (entry.withCart) await seedCart(chrome.port, plan.cart);
      const result = await lighthouse(`${plan.baseUrl}${entry.path}`, {
        port: chrome.port,
        disableStorageReset: Boolean(entry.withCart),
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(figuresOf(result.lhr));
    }
    const medians = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    pages.push({ name: entry.name, path: entry.path, runs: RUNS, median: medians });
    console.log(
      `${entry.path.padEnd(44)} perf ${medians.performance}  a11y ${medians.accessibility}  ` +
        `best ${medians['best-practices']}  seo ${medians.seo}  LCP ${Math.round(medians.lcpMs)} ms  ` +
        `TBT ${Math.round(medians.tbtMs)} ms  CLS ${medians.cls.toFixed(3)}`,
    );
  }
} finally {
  await chrome.kill();
}
writeFileSync(outFile, JSON.stringify({ pages }, null, 2));
