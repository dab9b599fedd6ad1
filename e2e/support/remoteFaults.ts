import type { Page, Route } from '@playwright/test';

/** Where `npm start` serves the content remote; the failure tests break only its files. */
export const CONTENT_ORIGIN = 'http://localhost:3005';

/** Answers nothing, ever: a stalled server. */
export const stall = (route: Route) => void route;

/** The module id the content remote's container resolves an exposed page to (from its remoteEntry.js). */
async function exposedModuleId(page: Page, expose: string): Promise<{ chunk: RegExp; moduleId: string }> {
  const entry = await (await page.request.get(`${CONTENT_ORIGIN}/remoteEntry.js`)).text();
  const match = entry.match(
    new RegExp(`"\\./${expose}":\\(\\)=>.*?\\.then\\(\\(\\)=>\\(\\)=>\\w+\\((\\d+)\\)\\)`),
  );
  if (!match?.[1]) throw new Error(`No ./${expose} in the content remote's remoteEntry.js`);
  return {
    chunk: new RegExp(`/__federation_expose_${expose}\\.[0-9a-f]+\\.js(\\?.*)?$`),
    moduleId: match[1],
  };
}

/**
 * Serves the exposed page's chunk with its page module replaced by `pageSource` (a function expression
 * for the component): how a release whose page throws looks to the browser.
 */
export async function replaceExposedPage(page: Page, expose: string, pageSource: string): Promise<void> {
  const { chunk, moduleId } = await exposedModuleId(page, expose);
  await page.route(chunk, async (route) => {
    const original = await (await route.fetch()).text();
    const chunkIds = original.match(/\.push\(\[\[([^\]]*)\]/)?.[1] ?? '';
    const body =
      `"use strict";(self.webpackChunksencha_content=self.webpackChunksencha_content||[]).push([[${chunkIds}],` +
      `{${moduleId}(e,t){Object.defineProperty(t,"__esModule",{value:!0});t.default=${pageSource};}}]);`;
    await route.fulfill({
      body,
      contentType: 'application/javascript',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
}

/** Serves the exposed page's chunk as released, plus `extra` code that runs in the remote's script. */
export async function appendToExposedPage(page: Page, expose: string, extra: string): Promise<void> {
  const { chunk } = await exposedModuleId(page, expose);
  await page.route(chunk, async (route) => {
    const original = await (await route.fetch()).text();
    await route.fulfill({
      body: `${original}\n${extra}`,
      contentType: 'application/javascript',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
}
