import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  '/home',
  '/specialty-tea/green-tea',
  '/tea-flavour/umami',
  '/tea-region/uji',
  '/tea-wares',
  '/tea-wares/kyusu-teapots',
  '/tea-item/sencha-superior-100g',
  '/tea-item/no-such-tea',
];

for (const width of [375, 1280]) {
  test(`axe-core finds no serious or critical violation on the catalogue pages at ${width}px`, async ({
    page,
  }) => {
    test.slow();
    // The final state of the home page (the hero's intro hides the carousel for its first seconds).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 800 });
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          found.push(
            `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        }
      }
    }
    expect(found).toEqual([]);
  });
}
