import { expect, test } from '@playwright/test';
import { deferredUrlTest, recordWeights, withoutLinkPrefetch } from '../scripts/bench-files.cjs';
import { startedAfterLoad } from '../support/resourceTiming';

/**
 * The first-load JavaScript budgets (gzip), kept so a phone's first render stays quick
 * (docs/architecture.md#first-render), measured as bundle-report.mjs measures them for the bench:
 * every script the page fetches until the network is idle, less the chunks fetched after the first paint
 * (docs/architecture.md#deferred-code). Bytes come from the builds, so the figures are deterministic.
 */
const KB = 1024;
const UNAVAILABLE = 'This part of the shop is taking a short tea break';
const TEA = { path: '/tea-item/sencha-superior-100g', name: 'Sencha Superior 100g' };
const budgets = [
  { name: 'home', path: '/home', gzipKb: 178 },
  { name: 'tea item', path: TEA.path, gzipKb: 200 },
];

for (const budget of budgets)
  test(`${budget.name}: first-load JavaScript within ${budget.gzipKb} KB gzip`, async ({ page }) => {
    await withoutLinkPrefetch(page);
    const weights = recordWeights(page);
    await page.goto(budget.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    const { total, groups } = weights();
    const byGroup = Object.entries(groups)
      .map(([group, weight]) => `${group} ${(weight.js.gzip / KB).toFixed(1)}`)
      .join(', ');
    expect(total.js.gzip / KB, `first-load JS gzip KB (${byGroup})`).toBeLessThanOrEqual(budget.gzipKb);
  });

test('the tea item paints without its deferred chunks, then renders its markdown with them', async ({
  page,
}) => {
  const deferred = deferredUrlTest();
  const withheld: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => deferred(url),
    async (route) => {
      withheld.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  // Not until 'load': the page may ask for the withheld chunks before its load event, which then waits for them.
  await page.goto(TEA.path, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const boldLabel = main.locator('strong', { hasText: 'Origin:' });
  // The first paint: heading, main image and the description's text without its marks, while the markdown
  // stack is still withheld.
  await expect(page.getByRole('heading', { level: 1, name: TEA.name })).toBeVisible();
  await expect(main.getByRole('img').first()).toBeVisible();
  await expect(main).toContainText('Origin:');
  await expect.poll(() => withheld.length).toBeGreaterThan(0);
  await expect(main).not.toContainText('**');
  await expect(boldLabel).toHaveCount(0);
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);

  release();
  // The rendered markdown replaces the plain text.
  await expect(boldLabel.first()).toBeAttached();
  await expect(main).not.toContainText('**');
  // Asked for only after the window's load: never in the time the page's largest paint is estimated over
  // (docs/architecture.md#deferred-code).
  expect((await startedAfterLoad(page, /\/deferred-markdown/)).length).toBeGreaterThan(0);
});
