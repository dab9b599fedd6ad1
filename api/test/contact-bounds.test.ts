import { loadConfig } from '../src/config';
import type { TestApi } from './helpers';
import { createTestApi, outbox, targets } from './helpers';
import { post, rows, unfolded, valid } from './contactForm';

const countOf = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }),
    {},
  );

/** Puts the last digest one period (and a minute) in the past: the next one is due. */
const nextPeriod = (api: TestApi) =>
  api.db.query(
    `UPDATE contact_digest SET created_at = created_at - ($1::bigint + 60000) * interval '1 millisecond'`,
    [api.config.contact.digestIntervalMs],
  );

describe.each(targets)('contact form under a flood, with the default bounds, on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    // The shipped defaults: 5 posts per address per 10 minutes, 100 mailed one by one per hour, one digest
    // per 15 minutes, 1000 unsent messages kept.
    const { contact } = loadConfig({ NODE_ENV: 'test' });
    api = await createTestApi(target, { contact });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('limits posts per client address (CONTACT_RATE_MAX) with a 429 in the shared shape', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await post(api, {}, '203.0.113.20'));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(answers[0]?.headers['ratelimit-limit']).toBe('5');
    expect(answers[5]?.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.any(String),
    });
    expect(answers[5]?.headers['retry-after']).toBeDefined();
    // Another address has its own budget.
    expect((await post(api, {}, '203.0.113.21')).statusCode).toBe(400);
  });

  it('answers an honest sender 202 after 21 addresses x 5 posts, and mails the budget and one digest', async () => {
    const flood: number[] = [];
    for (let address = 1; address <= 21; address += 1)
      for (let i = 0; i < 5; i += 1)
        flood.push(
          (await post(api, { ...valid, email: `flood${address}.${i}@example.com` }, `192.0.2.${address}`))
            .statusCode,
        );
    // Every flood post is stored; a sixth from one of its addresses meets that address's own limit.
    expect(countOf(flood)).toEqual({ 202: 105 });
    expect((await post(api, { ...valid, email: 'sixth@example.com' }, '192.0.2.1')).statusCode).toBe(429);

    const honest = await post(api, { ...valid, email: 'honest@example.com' }, '198.51.100.7');
    expect(honest.statusCode).toBe(202);
    expect(honest.json()).toEqual({ status: 'received' });
    expect(honest.headers['retry-after']).toBeUndefined();

    await api.contact.idle();
    const stored = await rows(api);
    expect(stored).toHaveLength(106);
    // The hourly mail budget (CONTACT_MAX_PER_HOUR, 100) went one mail each; the rest wait for the digest.
    expect(outbox(api)).toHaveLength(100);
    const waiting = await api.db.query<{ email: string }>(
      `SELECT email FROM contact_message WHERE delivery = 'digest' AND mail_sent_at IS NULL ORDER BY created_at`,
    );
    expect(waiting.map((w) => w.email)).toEqual([
      'flood21.0@example.com',
      'flood21.1@example.com',
      'flood21.2@example.com',
      'flood21.3@example.com',
      'flood21.4@example.com',
      'honest@example.com',
    ]);

    // The periodic job (the checkout sweep) mails them in one digest; run again, it sends nothing more.
    await api.checkout.sweep();
    await api.checkout.sweep();
    const inbox = unfolded(outbox(api));
    expect(inbox).toHaveLength(101);
    const digest = inbox.find((mail) => /^Subject: Contact form digest: 6 messages/m.test(mail));
    expect(digest).toBeDefined();
    expect(digest).toContain('E-mail: honest@example.com');
    const [honestRow] = await rows(api, 'honest@example.com');
    expect(digest).toContain(`Message id: ${honestRow!.id}`);
    expect(digest).not.toMatch(/^Reply-To:/m);
    expect((await rows(api)).filter((row) => row.mail_sent_at === null)).toEqual([]);

    // More flood within the digest period: stored, and mailed in the next period's digest, not before.
    for (let i = 0; i < 3; i += 1)
      expect(
        (await post(api, { ...valid, email: `later${i}@example.com` }, `192.0.2.${100 + i}`)).statusCode,
      ).toBe(202);
    await api.checkout.sweep();
    expect(outbox(api)).toHaveLength(101);
    await nextPeriod(api);
    await api.checkout.sweep();
    expect(outbox(api)).toHaveLength(102);
    expect(
      unfolded(outbox(api)).filter((m) => /^Subject: Contact form digest: 3 messages/m.test(m)),
    ).toHaveLength(1);
  });
});

describe.each(targets)('contact form stored-message cap and honeypot on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    const { contact } = loadConfig({ NODE_ENV: 'test' });
    api = await createTestApi(target, {
      contact: { ...contact, rateMax: 1000, maxPerHour: 2, maxUnsent: 5 },
    });
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('lets at most CONTACT_MAX_PER_HOUR of a concurrent burst be mailed one by one; the rest are stored too', async () => {
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(api, { ...valid, email: `together${i}@example.com` }, `198.51.100.${i + 60}`),
      ),
    );
    expect(burst.map((b) => b.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const deliveries = await api.db.query<{ delivery: string; n: number }>(
      'SELECT delivery, count(*)::int AS n FROM contact_message GROUP BY delivery ORDER BY delivery',
    );
    expect(deliveries).toEqual([
      { delivery: 'digest', n: 3 },
      { delivery: 'single', n: 2 },
    ]);
    await api.contact.idle();
    await api.checkout.sweep();
    expect(outbox(api)).toHaveLength(3);
  });

  it('keeps at most CONTACT_MAX_UNSENT unsent messages, deleting the oldest first', async () => {
    const before = (await rows(api)).length;
    for (let i = 0; i < 7; i += 1)
      expect((await post(api, { ...valid, email: `capped${i}@example.com` })).statusCode).toBe(202);
    const unsent = await api.db.query<{ email: string }>(
      'SELECT email FROM contact_message WHERE mail_sent_at IS NULL ORDER BY created_at',
    );
    expect(unsent.map((u) => u.email)).toEqual([2, 3, 4, 5, 6].map((i) => `capped${i}@example.com`));
    // The messages already mailed are not the cap's business.
    expect(await rows(api)).toHaveLength(before + 5);

    await nextPeriod(api);
    await api.checkout.sweep();
    const digest = unfolded(outbox(api)).find((m) => /^Subject: Contact form digest: 5 messages/m.test(m));
    for (const i of [2, 3, 4, 5, 6]) expect(digest).toContain(`E-mail: capped${i}@example.com`);
    expect(digest).not.toMatch(/capped[01]@/);
  });

  it('answers a post with the honeypot filled 202, as any, and stores and mails nothing', async () => {
    const before = (await rows(api)).length;
    await api.contact.idle();
    const mailed = outbox(api).length;
    for (const body of [
      { ...valid, email: 'bot@example.com', website: 'http://spam.example' },
      // Judged before the form: a bot's broken form is answered the same.
      { name: 'x', website: 'http://spam.example' },
    ]) {
      const res = await post(api, body);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'received' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await nextPeriod(api);
    await api.checkout.sweep();
    expect(await rows(api)).toHaveLength(before);
    expect(outbox(api)).toHaveLength(mailed);

    // Left empty, as a person leaves it, the message is taken.
    const person = await post(api, { ...valid, email: 'person@example.com', website: '' });
    expect(person.statusCode).toBe(202);
    expect(await rows(api, 'person@example.com')).toHaveLength(1);
    await api.contact.idle();
  });
});
