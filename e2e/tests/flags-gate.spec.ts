import { expect, test } from '@playwright/test';
import { stubFlagsmith } from '../support/flagsmithStub';

// The stub's Flagsmith host is not in this deployment's Content-Security-Policy (its config.json names no
// Flagsmith); that a configured Flagsmith is allowed is proven by scripts/serving/test/policy.test.mjs.
test.use({ bypassCSP: true });

test('maintenance mode sends shoppers to /maintenance with a returnUrl, and back when it ends', async ({
  page,
}) => {
  const flagsmith = await stubFlagsmith(page, { 'maintenance-mode': true, 'coming-soon': false });
  await page.goto('/about?ref=mail');
  await expect(page).toHaveURL(/\/maintenance\?returnUrl=%2Fabout%3Fref%3Dmail$/);
  await expect(page.getByRole('heading', { name: "We'll be back soon!" })).toBeVisible();
  await expect(page.getByText('Estimated completion time: 30 minutes')).toBeVisible();
  await expect(page).toHaveTitle('Maintenance Mode');
  expect(flagsmith.requests.length).toBeGreaterThan(0);
  // The feature-flag context reaches the provider as traits.
  const sent = flagsmith.payloads.join('\n');
  expect(sent).toContain('deviceType');
  expect(sent).toContain('desktop');
  expect(sent).toContain('/about');

  flagsmith.setFlags({ 'maintenance-mode': false, 'coming-soon': false });
  await page.reload();
  await expect(page).toHaveURL(/\/about\?ref=mail$/);
});

test('maintenance has priority over coming soon', async ({ page }) => {
  await stubFlagsmith(page, { 'maintenance-mode': true, 'coming-soon': true });
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/maintenance\?returnUrl=%2Fcontact$/);
});

test('coming soon shows the flag title and subtitle, then returns to returnUrl', async ({ page }) => {
  const flagsmith = await stubFlagsmith(page, {
    'maintenance-mode': false,
    'coming-soon': true,
    'coming-soon-title': 'Opening This Spring',
    'coming-soon-subtitle': 'First flush sencha is on its way.',
  });
  await page.goto('/privacy-policy');
  await expect(page).toHaveURL(/\/coming-soon\?returnUrl=%2Fprivacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Opening This Spring' })).toBeVisible();
  await expect(page.getByText('First flush sencha is on its way.')).toBeVisible();

  flagsmith.setFlags({ 'maintenance-mode': false, 'coming-soon': false });
  await page.reload();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('both flags off on /maintenance without a returnUrl goes home', async ({ page }) => {
  await stubFlagsmith(page, { 'maintenance-mode': false, 'coming-soon': false });
  await page.goto('/maintenance');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the secure-connection screen shows until the flags are decided', async ({ page }) => {
  await stubFlagsmith(page, { 'maintenance-mode': false }, 1500);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Securing Your Connection' })).toBeVisible();
  await expect(page.getByText('Establishing secure connection...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Securing Your Connection' })).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(/\/about$/);
});

test('a provider that never answers is decided with defaults after the wait', async ({ page }) => {
  await stubFlagsmith(page, { 'maintenance-mode': true }, 30_000);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Securing Your Connection' })).toBeVisible();
  // Defaults (maintenance off) after at most 2000 ms: the store shows.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 5000 });
  await expect(page).toHaveURL(/\/about$/);
});

test('without a Flagsmith environment no flag request is made', async ({ page }) => {
  const flagRequests: string[] = [];
  page.on('request', (request) => {
    if (/flagsmith|\/api\/v1\/(flags|identities)/.test(request.url())) flagRequests.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(flagRequests).toEqual([]);
});
