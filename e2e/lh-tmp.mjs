import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const base = process.env.BASE ?? 'http://localhost:3000';
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
});
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(base + path, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (r.lhr.runtimeError) {
    console.log(path, r.lhr.runtimeError.message);
    continue;
  }
  const m = r.lhr.audits.metrics.details.items[0];
  for (const t of r.lhr.audits['long-tasks'].details?.items ?? [])
    console.log(
      '   long',
      Math.round(t.startTime),
      Math.round(t.duration),
      t.url.split('/').pop().slice(0, 40),
    );
  console.log(
    path,
    'obsFCP',
    Math.round(m.observedFirstContentfulPaint),
    'obsDCL',
    Math.round(m.observedDomContentLoaded),
    'simFCP',
    Math.round(m.firstContentfulPaint),
    'simLCP',
    Math.round(m.largestContentfulPaint),
    'TBT',
    Math.round(m.totalBlockingTime),
    'perf',
    r.lhr.categories.performance.score,
  );
}
await chrome.kill();
