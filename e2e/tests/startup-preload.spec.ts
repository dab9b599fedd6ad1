import { expect, test } from '@playwright/test';

test('the shell’s start-up chunks are preloaded with the page and each fetched once', async ({ page }) => {
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.set(url.pathname, (requested.get(url.pathname) ?? 0) + 1);
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The shell's own (the boot script adds the route's remote files beside them: boot-preload.spec.ts).
  const preloads = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLLinkElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
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
