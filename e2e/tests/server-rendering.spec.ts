import {
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import {
  startRenderServer,
  startTamperingProxy,
  type RunningRenderServer,
  type Tamper,
} from '../support/renderServer';
import { releasesSite } from '../support/releasesSite';
import {
  firstTea,
  serverPages,
  serverStateOf,
  structuredDataTypes,
  untilWarm,
  watchHydrationErrors,
} from '../support/serverRenderedPages';

/**
 * Pages rendered on the server (docs/server-rendering.md), through real nginx over a releases folder with the live
 * shell's render server behind it: what a crawler (no JavaScript) sees, the browser's hydration of it, a remote
 * that fails on the server, and canary cohorts composed by workers of their own.
 */
const RENDER_PORT = 3016;
const PROXY_PORT = 3017;
const site = releasesSite(8099, { renderUpstream: `127.0.0.1:${RENDER_PORT}` });
const WIDTHS = [375, 768, 1280] as const;
/** Pages beyond the crawler's, each hydrated too. */
const OTHER_PAGES = [
  '/about',
  '/contact',
  '/search?q=sencha',
  '/cart',
  '/checkout',
  '/beyond-the-brew',
  '/versions',
];

let render: RunningRenderServer | undefined;
let proxy: { url: string; stop(): Promise<void> } | undefined;
/** What the render server's proxy to nginx breaks, for the tests that break something. */
let tamper: Tamper = () => null;

/** A render server with no worker yet: its first render of a page composes the remotes anew. */
async function freshRenderServer(): Promise<RunningRenderServer> {
  await render?.stop();
  if (!proxy) throw new Error('the proxy has not started');
  render = await startRenderServer(site.releasesDir, {
    port: RENDER_PORT,
    staticOrigin: proxy.url,
    publicUrl: site.url,
  });
  return render;
}

test.beforeAll(async () => {
  proxy = await startTamperingProxy(PROXY_PORT, site.url, (path) => tamper(path));
  await freshRenderServer();
});
test.afterAll(async () => {
  await render?.stop();
  await proxy?.stop();
});

async function withoutJavaScript(browser: Browser, width: number) {
  return browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
}

test('with JavaScript off, home, listings, tea item, FAQ and policy pages show their content at every width', async ({
  browser,
  request,
}) => {
  const pages = await serverPages(request, site.url);
  await untilWarm(request, site.url, pages);
  for (const width of WIDTHS) {
    const context = await withoutJavaScript(browser, width);
    const page = await context.newPage();
    for (const { path, shows, title, alsoShows, structuredData } of pages) {
      const answer = await page.goto(`${site.url}${path}`);
      expect(answer?.headers()['x-render'], path).toBe('server');
      await expect(shows(page), `${path} at ${width}px`).toBeVisible();
      await alsoShows?.(page);
      // Its own title and canonical address, one of each, as its remote told them while it rendered.
      await expect(page).toHaveTitle(title);
      await expect(page.locator('head title')).toHaveCount(1);
      const canonical = page.locator('head link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      expect(new URL((await canonical.getAttribute('href')) ?? '').pathname).toBe(path);
      // Its schema.org data (a product's offer, the breadcrumbs, the FAQ), for a search engine that runs none.
      expect(await structuredDataTypes(page), path).toEqual(structuredData);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // The main menu's links too, in its closed dropdowns: a crawler follows them.
      await expect(page.locator('nav[aria-label="Main"] a[href="/tea-flavour/umami"]')).toHaveCount(1);
      // Its pictures and video are where the browser's build put them (not beside the server bundle).
      const media = await page
        .locator('main img[src], main video[src], main source[src]')
        .evaluateAll((found) => found.map((element) => (element as HTMLImageElement).src));
      for (const url of media.filter((src) => !src.startsWith('data:')))
        expect((await request.get(url)).status(), `${url} of ${path}`).toBe(200);
    }
    await context.close();
  }
});

test('the browser hydrates the server’s page without a mismatch and without reading its data again', async ({
  page,
  request,
}) => {
  const hydrationErrors = watchHydrationErrors(page);
  const apiReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/faq')) apiReads.push(sent.url());
  });
  const pages = await serverPages(request, site.url);
  await untilWarm(request, site.url, pages);
  for (const { path, shows, structuredData } of pages) {
    hydrationErrors.at(path);
    await page.goto(`${site.url}${path}`);
    await expect(shows(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    // The server's JSON-LD is the page's, once: not written again beside it.
    expect(await structuredDataTypes(page), path).toEqual(structuredData);
  }
  // And every other kind of page: the checkout's area is the browser's by design, the rest the server's (the cart's
  // while it is empty).
  for (const path of OTHER_PAGES) {
    hydrationErrors.at(path);
    await page.goto(`${site.url}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(hydrationErrors.found).toEqual([]);
  // The FAQ's answer came with the page: no request for it.
  expect(apiReads).toEqual([]);
  // Live: the FAQ's questions open.
  await page.goto(`${site.url}/frequently-asked-questions`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const question = page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasNot: page.getByText('Expand All') });
  await question.nth(1).click();
  await expect(question.nth(1)).toHaveAttribute('aria-expanded', 'true');
});

test('a rendered page paints before any of the shell’s code loads, then hydrates', async ({ page }) => {
  const html = await (await page.request.get(`${site.url}/frequently-asked-questions`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // Nothing but the page's stylesheets ahead of its first paint: no script preloaded, none deferred in the head.
  expect(head).not.toMatch(/<link[^>]*rel="?preload"?[^>]*as="?script/);
  expect(head).not.toMatch(/<script[^>]*\sdefer[\s>]/);
  expect(head).not.toMatch(/fetchpriority="?high/);
  expect(head).toMatch(/<script [^>]*data-after-paint="\/main\.js[^"]*"[^>]*src=\/boot\.js/);
  await page.goto(`${site.url}/frequently-asked-questions`);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const main = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/main.js');
    return { paint, mainStarted: main?.startTime ?? -1 };
  });
  expect(order.mainStarted).toBeGreaterThan(order.paint);
});

test('a tea item’s stock, rendered on the server, is read again once the page is live', async ({
  page,
  request,
}) => {
  const tea = await firstTea(request, site.url);
  const path = `/tea-item/${tea.slug}`;
  await untilWarm(request, site.url, [{ path }]);
  const refreshed = page.waitForRequest(
    (sent) => new URL(sent.url()).pathname === `/api/tea-item/${tea.slug}`,
  );
  const answer = await page.goto(`${site.url}${path}`);
  expect(answer?.headers()['x-render']).toBe('server');
  await refreshed;
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
});

for (const [failure, breaks] of [
  ['down', { status: 503, body: 'down' }],
  ['throwing', { status: 200, body: 'throw new Error("broken server bundle")' }],
  // Longer than a new worker waits for code at warm-up: the page is asked for while the bundle is still coming.
  ['slow', { delayMs: 8000 }],
] as const)
  test(`a remote whose server bundle is ${failure} leaves only its area to the browser`, async ({
    browser,
    page,
  }) => {
    tamper = (path) => (/^\/remotes\/content\/[^/]+\/server\/remoteEntry\.js/.test(path) ? breaks : null);
    try {
      // A worker loads a remote once: a fresh one meets the broken bundle.
      await freshRenderServer();
      const context = await withoutJavaScript(browser, 375);
      const crawler = await context.newPage();
      await crawler.goto(`${site.url}/frequently-asked-questions`);
      await expect(crawler.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(crawler.getByRole('contentinfo')).toBeVisible();
      await expect(crawler.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
      await context.close();

      await page.goto(`${site.url}/frequently-asked-questions`);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
      ).toBeVisible();
    } finally {
      tamper = () => null;
    }
  });

test('each canary cohort is composed by a worker of its own, and the browser composes what the server did', async ({
  request,
}) => {
  site.run('promote', 'catalog', '0.2.0', '--canary', '50', '--force');
  try {
    const stateOf = async (cohort: number) => {
      const html = await (
        await request.get(`${site.url}/specialty-tea/green-tea`, {
          headers: { cookie: `sencha_cohort=${cohort}` },
        })
      ).text();
      return { html, state: serverStateOf(html) };
    };
    // Both sides of the split are warmed as the server starts, before anyone asks: one worker each.
    const fresh = await freshRenderServer();
    await expect.poll(() => fresh.warm()).toBe(2);
    const stable = await stateOf(90);
    const sameSide = await stateOf(91);
    const canary = await stateOf(10);
    expect(await fresh.workers()).toBe(2);
    expect(stable?.state?.cohort).toBe(90);
    expect(sameSide?.state?.cohort).toBe(91);
    expect(canary?.state?.cohort).toBe(10);
    expect(stable?.state?.pointer.catalog).toMatchObject({ percent: 50 });
    // Each side composed its own catalog: the listing's stylesheet is its version's. (The 0.2.0 fixture has no
    // server bundle: its area is left to the browser, as any remote's without one.)
    const stylesheetOf = (version: string) => `<link rel="stylesheet" href="/remotes/catalog/${version}/`;
    expect(stable?.html).toContain(stylesheetOf('0.1.0'));
    expect(sameSide?.html).toContain(stylesheetOf('0.1.0'));
    expect(canary?.html).toContain(stylesheetOf('0.2.0'));
    expect(canary?.html).not.toContain(stylesheetOf('0.1.0'));
  } finally {
    site.run('rollback', 'catalog');
  }
});

test('after a shell promotion the render server stops rendering the old shell and exits, to be started anew', async ({
  request,
}) => {
  const fresh = await freshRenderServer();
  const shellDir = join(site.releasesDir, 'shell');
  const built = readlinkSync(join(shellDir, 'live'));
  // Another shell build: the same files, but its index.html names its main script anew.
  const next = join(shellDir, 'next');
  mkdirSync(next);
  for (const name of readdirSync(join(shellDir, built)))
    if (name !== 'index.html') symlinkSync(join(shellDir, built, name), join(next, name));
  const index = readFileSync(join(shellDir, built, 'index.html'), 'utf8');
  writeFileSync(join(next, 'index.html'), index.replace(/main\.js\?/, 'main.js?next-'));
  const promote = (version: string) => {
    symlinkSync(version, join(shellDir, 'live.new'));
    renameSync(join(shellDir, 'live.new'), join(shellDir, 'live'));
  };
  try {
    expect((await request.get(`${site.url}/about`)).headers()['x-render']).toBe('server');
    promote('next');
    await expect.poll(() => fresh.exitCode(), { timeout: 15_000 }).toBe(0);
    // Meanwhile and after, nginx answers with the live shell's own index.html.
    const page = await request.get(`${site.url}/about`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('main.js?next-');
  } finally {
    promote(built);
  }
});
