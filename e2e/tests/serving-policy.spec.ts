import { expect, test } from '@playwright/test';
import { expectServingPolicy } from '../support/servingPolicy';

// `npm start` as the shop runs it: the shell on :3000 with the API proxied, each remote on its own origin.
test('npm start applies the cache rules, hides source maps and sends the security headers', async ({
  request,
  baseURL,
}) => {
  await expectServingPolicy(request, baseURL!, 'http://localhost:3005/mf-manifest.json');
});

test("a shopper's page allows no QA origin, and a QA pass the API refuses changes nothing", async ({
  request,
}) => {
  // The live remotes are on localhost:3001-3005 under npm start, so no wildcard loopback and no QA origin.
  const qaSources = (csp: string) =>
    csp.split(/[ ;]+/).filter((s) => /:\*$/.test(s) || s === 'http://localhost:3105');
  const shopper = await request.get('/home');
  const csp = shopper.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('script-src ');
  for (const path of ['/', '/home', '/versions', '/index.html']) {
    const page = await request.get(path);
    expect(qaSources(page.headers()['content-security-policy'] ?? ''), path).toEqual([]);
  }
  const forged = await request.get('/home', { headers: { Cookie: 'sencha_qa_pass=forged' } });
  expect(forged.headers()['content-security-policy']).toBe(csp);
  expect(forged.headers()['cache-control']).toBe('no-cache');
  // QA_ORIGINS (playwright.config.ts) makes this shop a QA environment: the shell reads the same origins.
  const config = await (await request.get('/config.json')).json();
  expect(config.qaOverrides.allowedOrigins).toEqual(['http://localhost:3105']);
});

test('an oversized body gets 413 through the shop origin, in the API error shape', async ({ request }) => {
  const response = await request.post('/api/communications/newsletter/subscribe', {
    data: { email: 'a'.repeat(2 * 1024 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({
    statusCode: 413,
    error: 'Payload Too Large',
    message: 'The request body is too large.',
  });
});

test('the composed pages run under the policy, and injected inline script does not run', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  for (const [path, heading] of [
    ['/', 'Explore Our Teas'],
    ['/about', /About/],
    ['/specialty-tea/green-tea', /Green/],
    ['/tea-item/sencha-superior-100g', /Sencha/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((text) => text.startsWith('script-src'))).toBe(true);
});
