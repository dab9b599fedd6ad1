import { expect, type Page } from '@playwright/test';

/**
 * The addresses of the files the page has fetched whose URL matches `pattern`, each checked to have started
 * no earlier than the end of the window's load: code and data kept off the way to the page's first paint
 * (docs/architecture.md#deferred-code). The page's own Resource Timing, so no clock of the test's is compared.
 */
export async function startedAfterLoad(page: Page, pattern: RegExp): Promise<string[]> {
  const { loadEnd, files } = await page.evaluate(
    ({ source, flags }) => {
      const matches = new RegExp(source, flags);
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loadEnd: navigation?.loadEventEnd ?? Number.NaN,
        files: performance
          .getEntriesByType('resource')
          .filter((entry) => matches.test(entry.name))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      };
    },
    // A global or sticky pattern would carry its position from one entry to the next.
    { source: pattern.source, flags: pattern.flags.replace(/[gy]/g, '') },
  );
  // Before the load has ended, loadEventEnd is 0 and every start would pass.
  expect(loadEnd, 'the window has loaded').toBeGreaterThan(0);
  for (const file of files) expect(file.start, file.url).toBeGreaterThanOrEqual(loadEnd);
  return files.map(({ url }) => url);
}
