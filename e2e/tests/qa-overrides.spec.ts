import { expect, test, type Page, type Response } from '@playwright/test';
import { enterQaMode } from '../support/qaMode';

/**
 * QA overrides behind a signed pass (docs/qa-overrides.md). The e2e shop is a QA environment: QA_ORIGINS lists
 * the candidate build of mfe-content served on 3105 (playwright.config.ts), but only a browser in QA mode gets a
 * page policy that allows it, and only there does the shell read an override at all.
 */
const CANDIDATE = 'http://localhost:3105/mf-manifest.json';
const CANDIDATE_ORIGIN = 'http://localhost:3105';
const UNAVAILABLE = 'This part of the shop is taking a short tea break';
const aboutWith = (manifest = CANDIDATE) => `/about?mf.content=${encodeURIComponent(manifest)}`;

/** Every request the page makes to the candidate's server (from now: the previous page may still be loading). */
function candidateRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${CANDIDATE_ORIGIN}/`)) urls.push(request.url());
  });
  return urls;
}

const storedOverrides = (page: Page) => page.evaluate(() => localStorage.getItem('mf-overrides'));
const policyOf = (response: Response | null) => response?.headers()['content-security-policy'] ?? '';
const aboutHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /About/ });
const banner = (page: Page) => page.getByTestId('qa-overrides-banner');

test.describe('a shopper', () => {
  test('following an override link loads nothing from it, stores nothing and sees no banner', async ({
    page,
  }) => {
    const requested = candidateRequests(page);
    const response = await page.goto(`/home?mf.content=${encodeURIComponent(CANDIDATE)}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Explore Our/ })).toBeVisible();
    await page.goto(aboutWith());
    await expect(aboutHeading(page)).toBeVisible();
    expect(requested).toEqual([]);
    expect(await storedOverrides(page)).toBeNull();
    await expect(banner(page)).toHaveCount(0);
    // The live remotes are on localhost:3001-3005 under npm start: no wildcard, and no QA origin.
    const policy = policyOf(response);
    expect(policy).toContain('script-src');
    for (const source of ['localhost:*', '127.0.0.1:*', 'localhost:3105'])
      expect(policy).not.toContain(source);
  });

  test('an override left in storage is ignored and removed', async ({ page }) => {
    const requested = candidateRequests(page);
    await page.goto('/privacy-policy');
    await page.evaluate(
      (url) =>
        localStorage.setItem(
          'mf-overrides',
          JSON.stringify({ expiresAt: Date.now() + 3_600_000, remotes: { content: url } }),
        ),
      CANDIDATE,
    );
    await page.goto('/about');
    await expect(aboutHeading(page)).toBeVisible();
    expect(await storedOverrides(page)).toBeNull();
    expect(requested).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('a forged pass link is refused and sets no cookie', async ({ page, context }) => {
    const forged = `v1.9999999999.${'A'.repeat(22)}.${'B'.repeat(43)}`;
    const response = await page.goto(`/api/qa/enter?pass=${forged}`);
    expect(response?.status()).toBe(400);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'QA pass invalid or expired' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter QA mode' })).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('in QA mode', () => {
  test.beforeEach(async ({ page }) => enterQaMode(page));

  test('a QA override loads a remote from another URL, persists across pages and resets', async ({
    page,
  }) => {
    const requested = candidateRequests(page);
    const response = await page.goto(aboutWith());
    expect(policyOf(response)).toContain(CANDIDATE_ORIGIN);
    await expect(banner(page)).toContainText(/QA mode until \d\d:\d\d/);
    await expect(banner(page)).toContainText('content');
    await expect(banner(page)).toContainText(CANDIDATE);
    await expect(banner(page)).toContainText('qa-candidate');
    await expect(aboutHeading(page)).toBeVisible();
    expect(requested.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);

    // Kept in localStorage: another page, without the parameter, still uses the candidate.
    requested.length = 0;
    await page.goto('/privacy-policy');
    await expect(banner(page)).toContainText('qa-candidate');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);

    // Reset: still in QA mode, nothing overridden.
    await page.getByRole('button', { name: 'Reset overrides' }).click();
    await expect(banner(page)).not.toContainText('qa-candidate');
    await expect(banner(page)).toContainText('QA mode until');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await storedOverrides(page)).toBeNull();
  });

  test('an override from a foreign origin is neither stored nor requested, and the banner says why', async ({
    page,
  }) => {
    const foreign: string[] = [];
    await page.route('**://evil.example/**', (route) => {
      foreign.push(route.request().url());
      return route.fulfill({ body: 'window.__planted = true;', contentType: 'application/javascript' });
    });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('QA override refused')) refusals.push(message.text());
    });
    for (const url of ['https://evil.example/mf-manifest.json', '//evil.example/mf-manifest.json']) {
      await page.goto(aboutWith(url));
      await expect(aboutHeading(page)).toBeVisible();
      await expect(banner(page)).toContainText('evil.example is not a QA origin here');
    }
    expect(await storedOverrides(page)).toBeNull();
    expect(foreign).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted),
    ).toBeUndefined();
    expect(refusals).toHaveLength(2);
  });

  test('a stored override expires', async ({ page }) => {
    await page.goto(aboutWith());
    await expect(banner(page)).toContainText('qa-candidate');
    // Later, as the stored expiry says.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('mf-overrides') ?? '{}') as { expiresAt: number };
      localStorage.setItem('mf-overrides', JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));
    });
    // The candidate page's own late chunks are not this visit's.
    await page.goto('about:blank');
    const requested = candidateRequests(page);
    await page.goto('/about');
    await expect(aboutHeading(page)).toBeVisible();
    await expect(banner(page)).toContainText('QA mode until');
    await expect(banner(page)).not.toContainText('qa-candidate');
    expect(requested).toEqual([]);
  });

  test('an override for an unknown remote or a non-http URL is refused with its reason', async ({ page }) => {
    await page.goto(`/about?mf.nosuch=${encodeURIComponent(CANDIDATE)}&mf.content=javascript:alert(1)`);
    await expect(aboutHeading(page)).toBeVisible();
    await expect(banner(page)).toContainText('no remote named "nosuch"');
    await expect(banner(page)).toContainText(
      'mf.content=javascript:alert(1) refused: not an http(s) address',
    );
    expect(await storedOverrides(page)).toBeNull();
  });

  test('a released version the shop does not have is refused; the live cart renders', async ({ page }) => {
    await page.goto('/cart?mf.cartCheckout=99.99.99');
    await expect(banner(page)).toContainText(
      'mf.cartCheckout=99.99.99 refused: no release 99.99.99 of cartCheckout',
    );
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    expect(await storedOverrides(page)).toBeNull();
  });

  test("another remote's manifest is refused for the named remote", async ({ page }) => {
    await page.goto(`/home?mf.catalog=${encodeURIComponent(CANDIDATE)}`);
    await expect(banner(page)).toContainText('manifest is for "content", not "catalog"');
    await expect(page.getByRole('heading', { level: 2, name: 'Explore Our Teas' })).toBeVisible();
    expect(await storedOverrides(page)).toBeNull();
  });

  test('an accepted override whose entry script fails later falls back to the live version', async ({
    page,
  }) => {
    await page.goto(aboutWith());
    await expect(banner(page)).toContainText('qa-candidate');
    // The candidate breaks after it was accepted (a routed request skips the HTTP cache).
    await page.route(`${CANDIDATE_ORIGIN}/remoteEntry.js*`, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: 'throw new Error("broken candidate")',
      }),
    );
    await page.goto('/about');
    await expect(aboutHeading(page)).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await expect(banner(page)).toContainText('content: fell back to the live version');
    // The rest of the visit composes live, and /versions says why.
    await page.goto('/versions');
    await expect(page.getByRole('row', { name: /^content / })).toContainText('fell back to live:');
    await expect(banner(page)).toContainText('content: fell back to the live version');
  });

  test('leaving QA mode removes the cookies and the overrides', async ({ page, context }) => {
    await page.goto(aboutWith());
    await expect(banner(page)).toContainText('qa-candidate');
    await page.getByRole('button', { name: 'Leave QA mode' }).click();
    await expect(page).toHaveURL('/about');
    await expect(aboutHeading(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect((await context.cookies()).map(({ name }) => name)).not.toEqual(
      expect.arrayContaining(['sencha_qa']),
    );
    expect((await context.cookies()).filter(({ name }) => name.startsWith('sencha_qa'))).toEqual([]);
    expect(await storedOverrides(page)).toBeNull();
    const response = await page.goto('/privacy-policy');
    expect(policyOf(response)).not.toContain(CANDIDATE_ORIGIN);
    await expect(banner(page)).toHaveCount(0);
  });

  test('when the pass is gone, the next visit composes live and forgets the overrides', async ({
    page,
    context,
  }) => {
    await page.goto(aboutWith());
    await expect(banner(page)).toContainText('qa-candidate');
    await context.clearCookies();
    await page.goto('about:blank');
    const requested = candidateRequests(page);
    await page.goto('/about');
    await expect(aboutHeading(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedOverrides(page)).toBeNull();
    expect(requested).toEqual([]);
  });

  test('a link from another site, which comes without the session cookie, reloads once and composes', async ({
    page,
    baseURL,
  }) => {
    // 127.0.0.1 is another site than localhost: the navigation from there is cross-site.
    await page.goto('http://127.0.0.1:3105/mf-manifest.json');
    const target = new URL(aboutWith(), baseURL).href;
    const policies: string[] = [];
    page.on('response', (response) => {
      if (response.url() === target) policies.push(policyOf(response));
    });
    await page.evaluate((href) => (window.location.href = href), target);
    await expect(banner(page)).toContainText('qa-candidate');
    await expect(aboutHeading(page)).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    // First a shopper's page (no session cookie cross-site), then the reload with it.
    expect(policies.map((policy) => policy.includes(CANDIDATE_ORIGIN))).toEqual([false, true]);
  });
});
