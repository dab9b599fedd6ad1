import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OUTBOX_DIR, mailContaining } from '../support/outbox';

const CONTACT = '/api/communications/contact';
const unique = (name: string) => `${name}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the four fields a person sees, with `marker` in the message so its e-mail can be found. */
async function fillIn(page: Page, email: string, marker: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Mei Lin');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Subject').selectOption('Product Question');
  await main.getByLabel('Message').fill(`${marker}: is the Gyokuro shade-grown?`);
}

/** Sends the form; answers the request's JSON body and the API's status. */
async function send(page: Page): Promise<{ body: Record<string, unknown>; status: number }> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(CONTACT) && response.request().method() === 'POST',
  );
  await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
  const response = await answered;
  await expect(page.getByText('Contact Form Submitted')).toBeVisible();
  return { body: response.request().postDataJSON() as Record<string, unknown>, status: response.status() };
}

// The honeypot of docs/product-rules/content.md#contact; the API's side is in api/test/contact-bounds.test.ts.
test.describe('Contact honeypot', () => {
  test('is neither seen nor reached by people, and an honest message still reaches the inbox', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    const honeypot = main.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);

    // Not seen: off the page, to the left of it.
    await expect(honeypot).not.toBeInViewport();
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    // Not heard: hidden from assistive technology, so no textbox of that name.
    await expect(main.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    await expect(honeypot.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
    // Not filled in by the browser, nor reached with the keyboard.
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await main.getByLabel('Name').focus();
    const stops: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''));
    }
    expect(stops).toEqual(['email', 'subject', 'message', '']);
    await expect(main.getByRole('button', { name: 'Send Message' })).toBeFocused();

    const shopper = unique('honest');
    const marker = `Honest question ${Date.now()}`;
    await fillIn(page, shopper, marker);
    const { body, status } = await send(page);
    expect(status).toBe(202);
    expect(Object.keys(body).sort()).toEqual(['email', 'message', 'name', 'subject']);
    await expect(main.getByLabel('Message')).toHaveValue('');
    const mail = await mailContaining(marker);
    expect(mail).toMatch(new RegExp(`^Reply-To: .*${shopper.replace(/[+.]/g, '\\$&')}`, 'mi'));
  });

  test('a bot that fills it is told the message was sent, and the inbox gets nothing of it', async ({
    page,
  }) => {
    await page.goto('/contact');
    const bot = unique('bot');
    const botMarker = `Bot offer ${Date.now()}`;
    await fillIn(page, bot, botMarker);
    // A bot fills every field it finds in the page, wherever it is drawn.
    await page
      .getByRole('main')
      .locator('input[name="website"]')
      .fill('http://spam.example', { force: true });
    const { body, status } = await send(page);
    expect(body).toMatchObject({ website: 'http://spam.example' });
    expect(status).toBe(202);

    // A message sent after it is mailed at once; by then the bot's would have been too.
    const marker = `After the bot ${Date.now()}`;
    await fillIn(page, unique('after-bot'), marker);
    await send(page);
    await mailContaining(marker);
    await expect.poll(async () => (await mailsWith(botMarker)) + (await mailsWith(bot))).toBe(0);
  });
});

/** How many e-mails of the outbox hold `text` (0 expected: mailContaining waits for exactly one). */
async function mailsWith(text: string): Promise<number> {
  const files = (await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const texts = await Promise.all(files.map((file) => readFile(resolve(E2E_OUTBOX_DIR, file), 'utf8')));
  return texts.filter((mail) => mail.replace(/=\r?\n/g, '').includes(text)).length;
}
