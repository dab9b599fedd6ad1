import type { Page } from '@playwright/test';

const patches = new WeakMap<Page, Record<string, unknown>>();

/**
 * Serves the shell's config.json with `patch` laid over the deployed file. Several helpers may patch one page
 * (Flagsmith and Sentry, say): their patches add up behind one route.
 */
export async function patchRuntimeConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  const existing = patches.get(page);
  patches.set(page, { ...existing, ...patch });
  if (existing) return;
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patches.get(page) } });
  });
}
