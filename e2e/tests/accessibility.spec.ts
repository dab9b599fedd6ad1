import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  '/home',
  '/specialty-tea/green-tea',
  '/tea-flavour/umami',
  '/tea-region/uji',
  '/tea-wares',
  '/tea-wares/kyusu-teapots',
  '/tea-item/sencha-superior-100g',
  '/tea-item/no-such-tea',
  '/search?q=oolong&region=nantou',
  '/search?q=xyzzy',
];

/** Serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

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
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
  });

  test(`axe-core finds no serious or critical violation with the search suggestions open at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (width < 1101) await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search teas' }).fill('sencha');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolations(page, 'suggestions')).toEqual([]);
  });
}
