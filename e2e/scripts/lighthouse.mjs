// Lighthouse (simulated mobile, the default) against the running shop: `npm start`, then
// `npm run bench:lighthouse` (or node e2e/scripts/lighthouse.mjs [baseUrl] [paths...]).
// /cart is measured with two teas in the cart (put in localStorage first, and kept: disableStorageReset).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length ? argPaths : ['/home', '/about', '/tea-item/sencha-superior-100g', '/cart'];

/** Two teas on sale, from the shop's own API, stored as the tea item page stores them. */
async function seedCart(port) {
  const list = await (await fetch(`${baseUrl}/api/teatype/green-tea/tea`)).json();
  const items = list
    .filter((p) => p.stock > 0 && p.onSaleFrom && Date.parse(p.onSaleFrom) <= Date.now())
    .slice(0, 2)
    .map((p) => ({
      id: String(p.id),
      name: p.name,
      slug: p.slug,
      imageUrl: p.imageURL,
      price: p.price,
      quantity: 1,
      stock: p.stock,
    }));
  const cart = {
    items,
    totalAmount: items.reduce((sum, item) => sum + Math.round(item.price * 100), 0) / 100,
  };
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/about`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
  await page.close();
  await browser.disconnect();
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
try {
  for (const path of paths) {
    const withCart = path === '/cart';
    if (withCart) await seedCart(chrome.port);
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      disableStorageReset: withCart,
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
