// Lighthouse (simulated mobile, the default) against the running shop: `npm start`, then
// `npm run bench:lighthouse` (or node e2e/scripts/lighthouse.mjs [baseUrl] [paths...]).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length ? argPaths : ['/home', '/about', '/tea-item/sencha-superior-100g'];

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
try {
  for (const path of paths) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id) => audits[id]?.displayValue ?? 'n/a';
    console.log(
      `${path.padEnd(34)} perf ${score('performance')}  a11y ${score('accessibility')}  best ${score('best-practices')}  seo ${score('seo')}  ` +
        `FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  await chrome.kill();
}
