import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  startRenderServer,
  startTamperingProxy,
  type RunningRenderServer,
  type Tamper,
} from '../support/renderServer';
import { releasesSite } from '../support/releasesSite';

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

interface ServerPage {
  path: string;
  /** What the page shows that only its data or its remote's render can show. */
  shows: (page: Page) => Locator;
}

async function firstTea(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const teas = (await (await request.get(`${site.url}/api/teatype/green-tea/tea`)).json()) as Array<{
    slug: string;
    name: string;
  }>;
  const tea = teas[0];
  if (!tea) throw new Error('no green tea in the catalogue');
  return tea;
}

async function serverPages(request: APIRequestContext): Promise<ServerPage[]> {
  const tea = await firstTea(request);
  const faqs = (await (await request.get(`${site.url}/api/faq`)).json()) as Array<{ question: string }>;
  return [
    { path: '/home', shows: (page) => page.getByRole('main').getByRole('link', { name: 'Green Tea' }) },
    {
      path: '/specialty-tea/green-tea',
      shows: (page) =>
        page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(tea.name) })
          .first(),
    },
    {
      path: `/tea-item/${tea.slug}`,
      shows: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: tea.name }),
    },
    {
      path: '/frequently-asked-questions',
      shows: (page) =>
        page.getByRole('main').getByRole('heading', { level: 2, name: faqs[0]?.question ?? '?' }),
    },
    {
      path: '/privacy-policy',
      shows: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy Policy' }),
    },
  ];
}

/**
 * Until each page's areas are all rendered on the server: a new worker's first renders may run out of their
 * budget while it loads the remotes' code, and those areas are left to the browser (as designed).
 */
async function untilWarm(request: APIRequestContext, pages: ServerPage[]) {
  for (const { path } of pages)
    await expect
      .poll(async () => (await (await request.get(`${site.url}${path}`)).text()).includes('data-dgst'), {
        message: `${path} rendered whole on the server`,
        timeout: 15_000,
      })
      .toBe(false);
}

async function withoutJavaScript(browser: Browser, width: number) {
  return browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
}

test('with JavaScript off, home, listings, tea item, FAQ and policy pages show their content at every width', async ({
  browser,
  request,
}) => {
  const pages = await serverPages(request);
  await untilWarm(request, pages);
  for (const width of WIDTHS) {
    const context = await withoutJavaScript(browser, width);
    const page = await context.newPage();
    for (const { path, shows } of pages) {
      const answer = await page.goto(`${site.url}${path}`);
      expect(answer?.headers()['x-render'], path).toBe('server');
      await expect(shows(page), `${path} at ${width}px`).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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
  const complaints: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      complaints.push(`${current}: ${message.text().split('\n')[0]}`);
  });
  const apiReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/faq')) apiReads.push(sent.url());
  });
  const pages = await serverPages(request);
  await untilWarm(request, pages);
  for (const { path, shows } of pages) {
    current = path;
    await page.goto(`${site.url}${path}`);
    await expect(shows(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  }
  // And every other kind of page: the cart's and checkout's areas are the browser's by design, the rest the server's.
  for (const path of OTHER_PAGES) {
    current = path;
    await page.goto(`${site.url}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // React's hydration errors, named or (in production builds) by number: 418 a mismatch, 419 an area the browser
  // had to render itself, 425 text that differs.
  const hydration = /hydrat|did not match|didn't match|server rendered|React error #4(18|19|25)\b/i;
  expect(complaints.filter((text) => hydration.test(text))).toEqual([]);
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

test('a tea item’s stock, rendered on the server, is read again once the page is live', async ({
  page,
  request,
}) => {
  const tea = await firstTea(request);
  const path = `/tea-item/${tea.slug}`;
  await untilWarm(request, [{ path, shows: () => page.locator('h1') }]);
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
  ['slow', { delayMs: 2000 }],
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
      const state = /<script type="application\/json" id="sencha-server-state">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
      return JSON.parse(state ?? 'null') as { cohort: number; pointer: { catalog: unknown } } | null;
    };
    const fresh = await freshRenderServer();
    const stable = await stateOf(90);
    expect(await fresh.workers()).toBe(1);
    expect(await stateOf(91)).toMatchObject({ cohort: 91 });
    expect(await fresh.workers()).toBe(1);
    const canary = await stateOf(10);
    expect(await fresh.workers()).toBe(2);
    expect(stable?.cohort).toBe(90);
    expect(canary?.cohort).toBe(10);
    expect(stable?.pointer.catalog).toMatchObject({ percent: 50 });
  } finally {
    site.run('rollback', 'catalog');
  }
});
