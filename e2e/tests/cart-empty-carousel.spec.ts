import { expect, test } from '@playwright/test';

/**
 * The empty cart's lead content is the carousel composed below it (docs/architecture.md#images-and-fonts): its
 * largest paint is one of the carousel's tiles, so the carousel comes with the page, not once the window has
 * loaded. Here a slow image holds the window's load for the whole test.
 */
for (const width of [375, 768, 1280]) {
  test(`at ${width} px the empty cart's carousel shows before the window's load`, async ({ page }) => {
    const stalled = new Promise<void>(() => undefined);
    await page.route('**/__slow-picture.png', async () => stalled);
    // An image of the document that never arrives: as a slow one on a phone, it holds the window's load.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const slow = document.createElement('img');
        slow.src = '/__slow-picture.png';
        slow.alt = '';
        document.body.append(slow);
      }),
    );
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    const tile = page.getByRole('region', { name: 'Tea carousel' }).locator('img[fetchpriority="high"]');
    await expect(tile).toBeVisible();
    await expect
      .poll(() => tile.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
}
