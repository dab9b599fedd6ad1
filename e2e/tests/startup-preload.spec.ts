import { expect, test, type Page } from '@playwright/test';
import { deferredUrlTest } from '../scripts/bench-files.cjs';

const TEA_ITEM = '/tea-item/sencha-superior-100g';

/** What the page was told to preload as scripts: the shell's index.html, then the boot script's. */
const preloadedScripts = (page: Page): Promise<URL[]> =>
  page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    .then((hrefs) => hrefs.map((href) => new URL(href)));

test('the shell’s start-up chunks are preloaded with the page and each fetched once', async ({ page }) => {
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.set(url.pathname, (requested.get(url.pathname) ?? 0) + 1);
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The shell's own (the boot script adds the route's remote files beside them: boot-preload.spec.ts).
  const shellOrigin = new URL(page.url()).origin;
  const preloads = (await preloadedScripts(page))
    .filter((url) => url.origin === shellOrigin)
    .map((url) => url.pathname);
  expect(preloads.length).toBeGreaterThan(0);
  // A preload the page's own request does not match (another CORS mode, say) would be fetched twice.
  for (const path of preloads) expect(requested.get(path), path).toBe(1);
  // And each is a chunk the start-up really ran (webpack's registry of loaded chunks, by id).
  const ran = await page.evaluate(() =>
    (
      (window as unknown as { webpackChunksencha_shell?: [(string | number)[]][] })
        .webpackChunksencha_shell ?? []
    )
      .flatMap(([ids]) => ids)
      .map(String),
  );
  for (const path of preloads) expect(ran, path).toContain(path.replace(/^\//, '').split('.')[0]);
});

test('every chunk the shell fetches before its first paint was preloaded with the page', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Resource timing names what started each fetch: 'link' for a preload, 'script' for the chunk loader's own
  // request, made only once main.js runs (one round trip later).
  const fetched = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < firstPaint)
      .map((entry) => ({ url: new URL(entry.name), by: (entry as PerformanceResourceTiming).initiatorType }))
      .filter(({ url }) => url.origin === window.location.origin && url.pathname.endsWith('.js'))
      .filter(({ url, by }) => by !== 'link' && !['/boot.js', '/main.js'].includes(url.pathname))
      .map(({ url }) => url.href);
  });
  expect(fetched.map((href) => new URL(href).pathname)).toEqual([]);
});

test('the scripts a page runs as they arrive carry V8’s compile hint, and a page opened later does not', async ({
  page,
  request,
}) => {
  const scripts: URL[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()));
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hinted = async (url: string) =>
    (await (await request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n');

  // The shell's entry and start-up chunks; each remote's entry and its exposed page.
  const startup = [
    ...(await preloadedScripts(page)),
    ...scripts.filter((url) => /\/(main|remoteEntry)\.js$|\/__federation_expose_/.test(url.pathname)),
  ].map(String);
  expect(startup.some((url) => url.includes('/__federation_expose_HomePage'))).toBe(true);
  for (const url of startup) expect(await hinted(url), url).toBe(true);
  // A tea item's markdown renderer: deferred, but run as soon as it arrives (docs/architecture.md#deferred-code).
  const isDeferred = deferredUrlTest();
  const deferredFetched = page.waitForRequest((sent) => isDeferred(new URL(sent.url())));
  await page.goto(TEA_ITEM);
  const deferred = (await deferredFetched).url();
  expect(await hinted(deferred), deferred).toBe(true);

  // Code that runs only when a shopper opens its page stays lazily compiled: QA's versions page, a chunk of the
  // shell's own (the tea item's later markdown stages, from the product remote, may still be arriving).
  const seen = new Set(scripts.map(String));
  const from = scripts.length;
  await page.goto('/versions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shellOrigin = new URL(page.url()).origin;
  const versionsPage = scripts
    .slice(from)
    .filter(
      (url) =>
        url.origin === shellOrigin &&
        !seen.has(String(url)) &&
        !isDeferred(url) &&
        !/\/(main|remoteEntry)\.js$|\/__federation_expose_/.test(url.pathname),
    );
  expect(versionsPage.length).toBeGreaterThan(0);
  for (const url of versionsPage) expect(await hinted(String(url)), String(url)).toBe(false);
});
