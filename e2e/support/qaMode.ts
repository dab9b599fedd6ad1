import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATOR_TOKEN } from './shop';

export interface QaPass {
  pass: string;
  /** `/api/qa/enter?pass=…`, on whichever server is asked (npm start or nginx: both proxy /api/). */
  path: string;
  expiresAt: string;
}

/**
 * A QA pass from the operator route, as `npm run qa-link` asks for one (docs/qa-overrides.md); `baseUrl` empty
 * means the tests' own shop (playwright.config.ts baseURL).
 */
export async function issueQaPass(request: APIRequestContext, baseUrl = '', hours?: number): Promise<QaPass> {
  const response = await request.post(`${baseUrl}/api/admin/qa-passes`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: hours === undefined ? {} : { ttlHours: hours },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as QaPass;
}

/**
 * Enters QA mode in the page's browser as QA does: opens the pass link, presses "Enter QA mode", and lands on
 * /versions, which says so. The cookies belong to the host, so npm start and nginx are entered separately.
 */
export async function enterQaMode(page: Page, baseUrl = ''): Promise<void> {
  const { path } = await issueQaPass(page.request, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: 'Enter QA mode' }).click();
  await expect(page).toHaveURL(`${baseUrl}/versions`);
  await expect(page.getByText(/^QA mode: on until \d\d:\d\d$/)).toBeVisible();
}
