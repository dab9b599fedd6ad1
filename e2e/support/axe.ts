import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's violations of any impact on the page as it is now, one line each (empty when none). Lighthouse's
 * accessibility score counts the moderate and minor ones too, and its target-size check (WCAG 2.5.8), which
 * axe leaves off by default: both are held here so the score stays at 100.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.map(
    (violation) =>
      `${label}: ${violation.id} [${violation.impact}] (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** A routed page in its final state: its h1 shown and nothing in the main area still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
