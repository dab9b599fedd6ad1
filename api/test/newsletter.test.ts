import { NewsletterAcceptedSchema, NewsletterStateSchema } from '@sencha/shared/contract';
import type { TestApi } from './helpers';
import { createTestApi, expectShape, outbox, targets } from './helpers';

const SUBSCRIBE = '/api/communications/newsletter/subscribe';

/** The storefront page link of a mail (the confirm or unsubscribe page whose button posts to the API). */
function linkFrom(mail: string, kind: 'confirm' | 'unsubscribe'): string {
  // quoted-printable may wrap long lines: unfold soft line breaks first.
  const text = mail.replace(/=\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s>]+/the-first-steep/${kind}\\?token=[A-Za-z0-9._%-]+`).exec(text);
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return match[0];
}

const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

/** What the page's button posts to: the API route with the link's token. */
const apiPathOf = (link: string, kind: 'confirm' | 'unsubscribe') =>
  `/api/communications/newsletter/${kind}${new URL(link).search}`;

describe.each(targets)('newsletter on %s', (target) => {
  let api: TestApi;
  const subscribe = (payload: string, contentType = 'application/json', remoteAddress?: string) =>
    api.app.inject({
      method: 'POST',
      url: SUBSCRIBE,
      headers: { 'content-type': contentType },
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const row = async (email: string) =>
    (
      await api.db.query<{
        status: string;
        consent_requested_at: Date | null;
        consent_source: string | null;
        confirmed_at: Date | null;
        unsubscribed_at: Date | null;
      }>('SELECT * FROM newsletter_subscriber WHERE email = $1', [email])
    )[0];

  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('answers a new and an already subscribed address alike, and keeps one pending row', async () => {
    const first = await subscribe(JSON.stringify({ email: 'Leaf.Lover@Example.com', source: 'footer' }));
    const second = await subscribe(JSON.stringify({ email: ' leaf.lover@example.com ' }));
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-length']).toBe(first.headers['content-length']);
    expectShape(NewsletterAcceptedSchema, first.json());
    const stored = await row('leaf.lover@example.com');
    expect(stored).toMatchObject({ status: 'pending', consent_source: 'footer', confirmed_at: null });
    expect(stored?.consent_requested_at).toBeInstanceOf(Date);
  });

  it('records where the sign-up was made, and refuses a source it does not know', async () => {
    for (const source of ['coming-soon', 'not-found', 'tea-item-coming-soon'] as const) {
      const email = `from.${source}@example.com`;
      expect((await subscribe(JSON.stringify({ email, source }))).statusCode).toBe(202);
      expect((await row(email))?.consent_source).toBe(source);
    }
    const unknown = await subscribe(JSON.stringify({ email: 'x@example.com', source: 'partner-site' }));
    expect(unknown.statusCode).toBe(400);
    expect(await row('x@example.com')).toBeUndefined();
  });

  it('double opt-in: pending until the signed link of the confirmation e-mail is followed', async () => {
    const email = 'opt.in@example.com';
    await subscribe(JSON.stringify({ email }));
    await api.newsletter.idle();
    const mails = outbox(api).filter((m) => m.includes(`To: ${email}`));
    expect(mails).toHaveLength(1);
    const mail = mails[0] as string;
    expect(mail).toMatch(/^Subject: Please confirm/m);
    expect(mail).toMatch(/^List-Unsubscribe:\s+<http/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect((await row(email))?.status).toBe('pending');

    // Following the link (a GET, as mail scanners do) changes nothing: the page asks, its button posts.
    const confirmLink = linkFrom(mail, 'confirm');
    expect(new URL(confirmLink).pathname).toBe('/the-first-steep/confirm');
    const followed = await api.app.inject({ method: 'GET', url: apiPathOf(confirmLink, 'confirm') });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(confirmLink);
    expect((await row(email))?.status).toBe('pending');
    const confirm = await api.app.inject({ method: 'POST', url: apiPathOf(confirmLink, 'confirm') });
    expect(confirm.statusCode).toBe(200);
    expectShape(NewsletterStateSchema, confirm.json());
    const confirmed = await row(email);
    expect(confirmed?.status).toBe('confirmed');
    expect(confirmed?.confirmed_at).toBeInstanceOf(Date);

    // A known, confirmed address: same answer, no mail.
    const again = await subscribe(JSON.stringify({ email }));
    expect(again.statusCode).toBe(202);
    await api.newsletter.idle();
    expect(outbox(api).filter((m) => m.includes(`To: ${email}`))).toHaveLength(1);

    // List-Unsubscribe names the API route: a GET leads to the page, the one-click POST unsubscribes.
    const oneClick = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.replace(/\n\s+/g, ' '))?.[1] ?? '';
    const unsubscribePage = linkFrom(mail, 'unsubscribe');
    expect(new URL(oneClick).search).toBe(new URL(unsubscribePage).search);
    const opened = await api.app.inject({ method: 'GET', url: pathOf(oneClick) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(unsubscribePage);
    expect((await row(email))?.status).toBe('confirmed');
    const unsubscribed = await api.app.inject({
      method: 'POST',
      url: pathOf(oneClick),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await row(email))?.status).toBe('unsubscribed');
    // The page's button posts JSON to the same route: unsubscribing twice is fine.
    const again2 = await api.app.inject({
      method: 'POST',
      url: apiPathOf(unsubscribePage, 'unsubscribe'),
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(again2.statusCode).toBe(200);
    // An old confirmation link does not subscribe an address that left.
    const stale = await api.app.inject({ method: 'POST', url: apiPathOf(confirmLink, 'confirm') });
    expect(stale.statusCode).toBe(400);
    expect((await row(email))?.status).toBe('unsubscribed');
  });

  it('takes the token in the body (the storefront page: no token in any URL), and a missing one is a 400', async () => {
    const email = 'body.token@example.com';
    await subscribe(JSON.stringify({ email }));
    await api.newsletter.idle();
    const mail = outbox(api).find((m) => m.includes(`To: ${email}`)) ?? '';
    const tokenOf = (kind: 'confirm' | 'unsubscribe') =>
      new URL(linkFrom(mail, kind)).searchParams.get('token') ?? '';
    const post = (kind: 'confirm' | 'unsubscribe', payload: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/communications/newsletter/${kind}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const kind of ['confirm', 'unsubscribe'] as const) {
      const missing = await post(kind, '{}');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect((await post(kind, JSON.stringify({ token: 'x'.repeat(1025) }))).statusCode).toBe(400);
    }
    expect((await post('confirm', JSON.stringify({ token: tokenOf('confirm') }))).statusCode).toBe(200);
    expect((await row(email))?.status).toBe('confirmed');
    expect((await post('unsubscribe', JSON.stringify({ token: tokenOf('unsubscribe') }))).statusCode).toBe(
      200,
    );
    expect((await row(email))?.status).toBe('unsubscribed');
  });

  it('refuses forged, swapped and expired tokens with 400', async () => {
    const email = 'tokens@example.com';
    const good = await api.newsletter.token('confirm', email, 60_000);
    const [body, sig] = good.split('.') as [string, string];
    const forged = `${Buffer.from(JSON.stringify({ a: 'confirm', e: 'victim@example.com', x: 9e9 })).toString('base64url')}.${sig}`;
    const wrongAction = await api.newsletter.token('unsubscribe', email, 60_000);
    const expired = await api.newsletter.token('confirm', email, 60_000, Date.now() - 120_000);
    for (const token of [forged, `${body}.AAAA`, expired, 'garbage', `${body}.${sig}.x`]) {
      const res = await api.app.inject({
        method: 'POST',
        url: `/api/communications/newsletter/confirm?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const swapped = await api.app.inject({
      method: 'POST',
      url: `/api/communications/newsletter/confirm?token=${encodeURIComponent(wrongAction)}`,
    });
    expect(swapped.statusCode).toBe(400);
  });

  it('sends at most one confirmation e-mail per address per period, even to a burst', async () => {
    const email = 'burst@example.com';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => subscribe(JSON.stringify({ email: email.toUpperCase() }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(202));
    await api.newsletter.idle();
    expect(outbox(api).filter((m) => m.includes(`To: ${email}`))).toHaveLength(1);
  });

  it.each([
    ['a leading dot', '".a@b.com"'],
    ['a hyphen-led domain', '"a@-b.com"'],
    ['a numeric TLD', '"a@b.123"'],
    ['a zero-width space', '"a\\u200bb@c.com"'],
    ['NUL', '"a\\u0000b@c.com"'],
    ['a lone surrogate', '"a\\ud800@b.com"'],
    ['a 65-character local part', `"${'a'.repeat(65)}@b.com"`],
    ['a JSON array', '["a@b.com"]'],
    ['a number', '42'],
    ['null', 'null'],
    ['an object', '{"x":"a@b.com"}'],
  ])('refuses %s with 400 (as the storefront form does)', async (_why, value) => {
    const res = await subscribe(`{"email":${value}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(res.body).not.toContain('b.com');
  });

  it.each([
    ['{}', 'application/json', 400],
    ['"just a string"', 'application/json', 400],
    ['{"email": "a@b.co"', 'application/json', 400],
    ['', 'application/json', 400],
    ['email=a@b.co', 'application/x-www-form-urlencoded', 415],
    ['<xml/>', 'application/xml', 415],
  ])('refuses %s (%s) with %i in the shared shape, without echoing it', async (payload, type, status) => {
    const res = await subscribe(payload, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      statusCode: status,
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(res.body).not.toMatch(/a@b\.co|xml|urlencoded/);
  });

  it('refuses huge bodies with 413, not 500', async () => {
    const res = await subscribe(JSON.stringify({ email: `${'a'.repeat(2_000_000)}@example.com` }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });
});
