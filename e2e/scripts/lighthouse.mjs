// Lighthouse (simulated mobile, its default settings) on each page of a bench plan (e2e/bench/plan.ts), several
// runs per page; each score and metric is the median of its runs. Pages with a `cart` are measured with that
// cart in localStorage (put there first and kept: disableStorageReset).
// Each page also lists the audits that failed in any run (what to fix for the category scores) and the longest
// main-thread tasks of its last run (what makes TBT). BENCH_LIGHTHOUSE_RAW=<dir> keeps every run's full report
// and its trace (`<page>-<run>.trace`, unthrottled: what Lighthouse's simulation starts from; open it in DevTools);
// BENCH_LIGHTHOUSE_PAGES=home,FAQ measures only the plan's pages of those names (while working on one).
// Usage (npm run bench does it): node e2e/scripts/lighthouse.mjs <plan.json> <out.json>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  // Every response's bytes on the wire, headers included (Lighthouse's transfer sizes).
  transferBytes: 'total-byte-weight',
};

async function seedCart(port, cart) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // A page of the shop's origin that runs no app: a shop page's own cart store could write its cart over the
  // seed before the page closes.
  await page.goto(`${plan.baseUrl}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
  // The hint the shell writes for a cart with lines (docs/server-rendering.md#the-empty-cart).
  await page.setCookie({ name: 'sencha_cart', value: 'filled', url: plan.baseUrl });
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

/** The scored audits of the non-performance categories that did not pass, as `category: id (title)`. */
function failedAuditsOf({ categories, audits }) {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((category) =>
    categories[category].auditRefs
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title})`),
  );
}

/** The five longest main-thread tasks: where they start (script URL, or the page) and how long they ran. */
function longTasksOf({ audits }) {
  const items = audits['long-tasks']?.details?.items ?? [];
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((task) => ({
      url: task.url,
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    }));
}

const RAW_DIR = process.env.BENCH_LIGHTHOUSE_RAW;
if (RAW_DIR) mkdirSync(RAW_DIR, { recursive: true });

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
    // The bench's HTTPS uses a certificate made for the run (support/nginxServer.ts).
    '--ignore-certificate-errors',
  ],
});
const pages = [];
try {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  for (const entry of plan.pages.filter((page) => !only || only.includes(page.name))) {
    const runs = [];
    const failedAudits = new Set();
    let longTasks = [];
    for (let run = 0; run < RUNS; run++) {
      if (entry.cart) await seedCart(chrome.port, entry.cart);
      const result = await lighthouse(`${plan.baseUrl}${entry.path}`, {
        port: chrome.port,
        disableStorageReset: Boolean(entry.cart),
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(figuresOf(result.lhr));
      failedAuditsOf(result.lhr).forEach((audit) => failedAudits.add(audit));
      longTasks = longTasksOf(result.lhr);
      if (RAW_DIR) {
        const name = `${entry.name.replace(/\W+/g, '-')}-${run + 1}`;
        writeFileSync(path.join(RAW_DIR, `${name}.json`), result.report);
        writeFileSync(path.join(RAW_DIR, `${name}.trace`), JSON.stringify(result.artifacts.Trace));
      }
    }
    const medians = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    pages.push({
      name: entry.name,
      path: entry.path,
      runs: RUNS,
      median: medians,
      failedAudits: [...failedAudits],
      longTasks,
    });
    console.log(
      `${entry.path.padEnd(44)} perf ${medians.performance}  a11y ${medians.accessibility}  ` +
        `best ${medians['best-practices']}  seo ${medians.seo}  LCP ${Math.round(medians.lcpMs)} ms  ` +
        `TBT ${Math.round(medians.tbtMs)} ms  CLS ${medians.cls.toFixed(3)}`,
    );
    for (const audit of failedAudits) console.log(`  failed ${audit}`);
    for (const task of longTasks)
      console.log(`  long task ${task.durationMs} ms at ${task.startMs} ms: ${task.url}`);
  }
} finally {
  await chrome.kill();
}
writeFileSync(outFile, JSON.stringify({ pages }, null, 2));
