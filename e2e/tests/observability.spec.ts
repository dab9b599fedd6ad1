import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stubFlagsmith } from '../support/flagsmithStub';
import { linkIn, mailContaining } from '../support/outbox';
import { placeOrder } from '../support/shop';
import { CONTENT_ORIGIN, replaceExposedPage } from '../support/remoteFaults';
import { reportTo, startSentryReceiver, type SentryReceiver } from '../support/sentryReceiver';

/**
 * Error reporting end to end (docs/observability.md): the shell's Sentry sends to a local receiver speaking
 * Sentry's envelope format. The receiver's host is not in this deployment's Content-Security-Policy (its
 * config.json has no DSN); that a configured DSN is allowed is proven by scripts/serving/test/policy.test.mjs.
 */
test.use({ bypassCSP: true });

let receiver: SentryReceiver;
test.beforeEach(async () => {
  receiver = await startSentryReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

const RENDER_FAILURE = 'render failure (observability test)';
const shellRelease = (): string =>
  process.env.MF_BUILD_VERSION ??
  (JSON.parse(readFileSync(resolve(__dirname, '../../shell/package.json'), 'utf8')) as { version: string })
    .version;

async function breakAboutPage(page: Page) {
  await replaceExposedPage(
    page,
    'AboutPage',
    `function(){throw new Error(${JSON.stringify(RENDER_FAILURE)})}`,
  );
}

const eventsWith = (message: string) =>
  receiver.payloads('event').filter((event) => JSON.stringify(event['exception'] ?? '').includes(message));

test('an error in a remote arrives once, tagged with the remote, its version and the release', async ({
  page,
}) => {
  const manifest = (await (await page.request.get(`${CONTENT_ORIGIN}/mf-manifest.json`)).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  await reportTo(page, receiver);
  await breakAboutPage(page);
  await page.goto('/about');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible();

  await expect.poll(() => eventsWith(RENDER_FAILURE).length).toBeGreaterThan(0);
  const [event] = eventsWith(RENDER_FAILURE);
  const tags = event?.['tags'] as Record<string, string>;
  expect(tags['remote']).toBe('content');
  expect(tags['remote.version']).toBe(manifest.metaData.buildInfo.buildVersion);
  expect(event?.['release']).toBe(shellRelease());
  expect(event?.['environment']).toBe('e2e');

  // Later traffic (a navigation's transaction, replay segments) has arrived and still one report.
  const sofar = receiver.envelopes.length;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();
  await expect.poll(() => receiver.envelopes.length, { timeout: 15_000 }).toBeGreaterThan(sofar + 1);
  expect(eventsWith(RENDER_FAILURE)).toHaveLength(1);
});

test('the error panel offers the feedback form unless disable-sentry-dialog is on', async ({ page }) => {
  await reportTo(page, receiver);
  await breakAboutPage(page);
  await page.goto('/about');
  const panel = page.getByTestId('remote-unavailable');
  await panel.getByRole('button', { name: 'Tell us what happened' }).click();
  const form = page.locator('#sentry-feedback');
  await form.getByLabel(/Description/).fill('The about page did not load.');
  await form.getByRole('button', { name: 'Send Bug Report' }).click();
  await expect.poll(() => receiver.payloads('feedback').length).toBe(1);
  await expect.poll(() => eventsWith(RENDER_FAILURE).length).toBe(1);
  const [feedback] = receiver.payloads('feedback') as {
    tags?: Record<string, string>;
    contexts?: { feedback?: Record<string, unknown> };
  }[];
  expect(feedback?.tags).toMatchObject({ remote: 'content' });
  expect(feedback?.contexts?.feedback?.['associated_event_id']).toBe(
    eventsWith(RENDER_FAILURE)[0]?.['event_id'],
  );
  // The feedback's tags stay on it: a later error outside any remote is not tagged with the panel's remote.
  const LATER = 'later error outside any remote (observability test)';
  await page.evaluate((message) => setTimeout(() => Promise.reject(new Error(message))), LATER);
  await expect.poll(() => eventsWith(LATER).length).toBe(1);
  expect((eventsWith(LATER)[0]?.['tags'] as Record<string, string> | undefined)?.['remote']).toBeUndefined();

  const other = await page.context().newPage();
  await stubFlagsmith(other, { 'disable-sentry-dialog': true });
  await reportTo(other, receiver);
  await breakAboutPage(other);
  await other.goto('/about');
  await expect(other.getByTestId('remote-unavailable')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Tell us what happened' })).toHaveCount(0);
});

test('with disable-sentry-fe on, nothing arrives', async ({ page }) => {
  await stubFlagsmith(page, { 'disable-sentry-fe': true });
  await reportTo(page, receiver);
  await breakAboutPage(page);
  await page.goto('/about');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tell us what happened' })).toHaveCount(0);
  // Sentry sends a failure at once and replay segments every few seconds: give them time to (not) come.
  await page.waitForTimeout(7000);
  expect(receiver.envelopes).toHaveLength(0);
});

test('a typed card number, e-mail or street address never leaves in any envelope', async ({ page }) => {
  const email = `private.shopper.${Date.now()}@example.com`;
  const street = '27 Kettle Lane Surry Hills';
  const card = '4242 4242 4242 4242';
  await reportTo(page, receiver);
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Mei Lin');
  await main.getByLabel('Email').pressSequentially(email);
  await main.getByLabel('Subject').selectOption('Shipping & Delivery');
  await main.getByLabel('Message').pressSequentially(`Please deliver to ${street}; my card is ${card}.`);
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await posted;
  await page.getByRole('contentinfo').getByLabel('Email address').pressSequentially(email);

  // Replay segments (the typing recorded, masked) arrive, decompressed by the receiver.
  await expect.poll(() => receiver.payloads('replay_event').length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => receiver.everything().includes('/contact'), { timeout: 20_000 }).toBe(true);
  const sent = receiver.everything();
  expect(sent).toContain('"segment_id"');
  for (const secret of [
    email,
    email.split('@')[0]!,
    street,
    'Kettle Lane',
    card,
    card.replace(/ /g, ''),
    'Mei Lin',
  ])
    expect(sent, secret).not.toContain(secret);
});

/** Every form a secret could take in an envelope: as is, URL-encoded, and its e-mail in base64 and base64url. */
function expectNowhere(sent: string, secrets: string[]) {
  for (const secret of secrets)
    for (const form of [secret, encodeURIComponent(secret)]) {
      const at = sent.indexOf(form);
      // On failure, where it was found.
      expect(at < 0 ? '' : sent.slice(Math.max(0, at - 300), at + form.length + 50), secret).toBe('');
    }
}
const base64Forms = (text: string) => [
  Buffer.from(text).toString('base64').replace(/=+$/, ''),
  Buffer.from(text).toString('base64url'),
];

test("a newsletter link's token (it names the e-mail) never leaves in any envelope", async ({ page }) => {
  const email = `token.shopper.${Date.now()}@example.com`;
  await page.goto('/about');
  await page.getByRole('contentinfo').getByLabel('Email address').fill(email);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed: The First Steep')).toBeVisible();
  const link = linkIn(
    await mailContaining(`To: ${email}`),
    'http://localhost:3000/the-first-steep/confirm?token=',
  );
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(token).toMatch(/\./);

  const other = await page.context().newPage();
  await reportTo(other, receiver);
  await other.goto(link.replace('http://localhost:3000', ''));
  await expect(other).toHaveURL(/\/the-first-steep\/confirm$/);
  await other.getByRole('button', { name: 'Confirm Subscription' }).click();
  await expect(
    other.getByText('Thank you: your subscription to The First Steep is confirmed.'),
  ).toBeVisible();
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(other.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();

  // The page load, the navigation and replay segments have arrived (the confirm page among their URLs).
  await expect.poll(() => receiver.payloads('replay_event').length, { timeout: 20_000 }).toBeGreaterThan(0);
  // Sentry 11 streams spans: the page load's and the navigation's, and their requests.
  await expect.poll(() => receiver.payloads('span').length, { timeout: 20_000 }).toBeGreaterThan(1);
  await expect
    .poll(() => receiver.everything().includes('/the-first-steep/confirm'), { timeout: 20_000 })
    .toBe(true);
  const [body, signature] = token.split('.') as [string, string];
  expectNowhere(receiver.everything(), [token, body, signature, email, ...base64Forms(email)]);
});

test('a checkout session id and an order id (they open the order) never leave in any envelope', async ({
  page,
}) => {
  await reportTo(page, receiver);
  const orderId = await placeOrder(page, page.request);
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(page.url()).toContain(`/checkout/${sessionId}`);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/sencha-steep-in-transit/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Delivery progress' })).toBeVisible();

  // Transactions named by their parameterised paths have arrived, replay segments too.
  const seen = () => receiver.everything();
  await expect.poll(() => seen().includes('/checkout/:sessionId'), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(() => seen().includes('/sencha-steep-in-transit/:orderId'), { timeout: 20_000 })
    .toBe(true);
  await expect.poll(() => receiver.payloads('replay_event').length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(orderId.length).toBeGreaterThan(6);
  expect(sessionId.length).toBeGreaterThan(6);
  expectNowhere(seen(), [orderId, sessionId]);
});

test('disable-sentry-fe turned on mid-visit stops session replay too: nothing more arrives', async ({
  page,
}) => {
  // Flagsmith answers after the flags timeout: the shop starts on defaults (Sentry on), then the flag turns on.
  await stubFlagsmith(page, { 'disable-sentry-fe': true }, 4000);
  await reportTo(page, receiver);
  await breakAboutPage(page);
  await page.goto('/about');
  const offer = page.getByRole('button', { name: 'Tell us what happened' });
  await expect(offer).toBeVisible();
  await expect.poll(() => receiver.envelopes.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(offer).toHaveCount(0, { timeout: 15_000 });
  // What was sent before the flag turned on may still be arriving: wait until it has settled.
  let settled = -1;
  await expect
    .poll(
      () => {
        const before = settled;
        settled = receiver.envelopes.length;
        return before === settled;
      },
      { intervals: [1500], timeout: 20_000 },
    )
    .toBe(true);

  // The shopper goes on (the DOM changes, which replay would record and send within seconds).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await page.getByRole('main').getByLabel('Message').pressSequentially('still here');
  await page.waitForTimeout(8000);
  expect(receiver.envelopes).toHaveLength(settled);
});

/** Strings only each SDK's own code holds (its chunk names appear in the shell's runtime, so names will not do). */
const SDK_MARKERS = { Sentry: 'sentry.javascript', OpenReplay: 'tracker-assist', Clarity: 'clarity.ms' };

/** The bodies of every script the page runs (numbered chunks included), as they arrive. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}
const loading = async (bodies: Promise<string>[], marker: string) =>
  (await Promise.all(bodies)).filter((body) => body.includes(marker)).length;

test('unconfigured, Sentry and the optional integrations load nothing; configured, they do', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const bodies = scriptBodies(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Explore Our Teas' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  expect(requests.filter((url) => /clarity\.ms|openreplay/.test(url))).toEqual([]);
  expect(bodies.length).toBeGreaterThan(3);
  for (const [sdk, marker] of Object.entries(SDK_MARKERS)) expect(await loading(bodies, marker), sdk).toBe(0);

  // The same checks see configured ones: Sentry's code with a DSN, Clarity's tag script with a project.
  const clarity: string[] = [];
  const other = await page.context().newPage();
  const otherBodies = scriptBodies(other);
  await other.route('https://www.clarity.ms/**', (route) => {
    clarity.push(route.request().url());
    return route.fulfill({ body: '', contentType: 'application/javascript' });
  });
  await reportTo(other, receiver, { clarityProjectId: 'e2eclarity' });
  await other.goto('/home');
  await expect.poll(() => clarity.some((url) => url.includes('e2eclarity'))).toBe(true);
  await expect.poll(() => loading(otherBodies, SDK_MARKERS.Sentry)).toBeGreaterThan(0);
  await expect.poll(() => loading(otherBodies, SDK_MARKERS.Clarity)).toBeGreaterThan(0);
});
