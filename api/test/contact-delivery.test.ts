import { ContactService } from '../src/contact/service';
import { loadConfig } from '../src/config';
import type { RecordingMailer, TestApi } from './helpers';
import { createTestApi, recordingMailer, targets } from './helpers';
import { age, post, rows, valid } from './contactForm';

describe.each(targets)('contact e-mail delivery on %s', (target) => {
  let api: TestApi;
  let mailer: RecordingMailer;
  beforeAll(async () => {
    mailer = recordingMailer();
    api = await createTestApi(target, {}, { mailer });
  });
  afterAll(async () => {
    await api.cleanup();
  });
  beforeEach(() => {
    mailer.failing = false;
  });

  const mailsFor = (id: string) => mailer.sent.filter((m) => m.text.includes(id));

  it('keeps a message whose e-mail failed, unsent, and the sweep sends it exactly once when mail works again', async () => {
    mailer.failing = true;
    const email = 'retry@example.com';
    const res = await post(api, { ...valid, email });
    expect(res.statusCode).toBe(202);
    await api.contact.idle();
    const [row] = await rows(api, email);
    expect(row).toMatchObject({ mail_sent_at: null, mail_attempts: 1, mail_claimed_at: null });
    expect(mailsFor(row!.id)).toEqual([]);

    // Within its first minute, a message is left to its own send.
    mailer.failing = false;
    await api.checkout.sweep();
    expect((await rows(api, email))[0]?.mail_attempts).toBe(1);

    await age(api);
    await Promise.all([api.checkout.sweep(), api.contact.retryUnsent()]);
    await api.checkout.sweep();
    const mails = mailsFor(row!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'hello@senchatea.com.au',
      from: 'Sencha Tea <newsletter@senchatea.com.au>',
      replyTo: { name: 'Mei Tanaka', address: email },
      subject: 'Contact form: Product Question from Mei Tanaka',
    });
    const sent = (await rows(api, email))[0];
    expect(sent?.mail_sent_at).toBeInstanceOf(Date);
    expect(sent?.mail_attempts).toBe(2);
  });

  it('never mails one message twice when two senders (two servers) retry it at once', async () => {
    mailer.failing = true;
    const email = 'two.servers@example.com';
    await post(api, { ...valid, email });
    await api.contact.idle();
    mailer.failing = false;
    await age(api);
    const [row] = await rows(api, email);
    const otherServer = new ContactService(api.db, mailer, {
      ...api.config.contact,
      from: api.config.mail.from,
      maxAttempts: 5,
      log: api.app.log,
    });
    await Promise.all([api.contact.retryUnsent(), otherServer.retryUnsent(), api.contact.retryUnsent()]);
    expect(mailsFor(row!.id)).toHaveLength(1);
    expect((await rows(api, email))[0]?.mail_sent_at).toBeInstanceOf(Date);
  });

  it('stops after 5 attempts, leaving the message unsent for the operator', async () => {
    mailer.failing = true;
    const email = 'gives.up@example.com';
    const attemptsBefore = mailer.attempts;
    await post(api, { ...valid, email });
    await api.contact.idle();
    await age(api);
    for (let i = 0; i < 7; i += 1) await api.checkout.sweep();
    const [row] = await rows(api, email);
    expect(row).toMatchObject({ mail_attempts: 5, mail_sent_at: null });
    expect(mailer.attempts - attemptsBefore).toBe(5);

    mailer.failing = false;
    await api.checkout.sweep();
    expect(mailsFor(row!.id)).toEqual([]);
    expect((await rows(api, email))[0]?.mail_attempts).toBe(5);
  });
});

describe('contact configuration', () => {
  it('has defaults', () => {
    expect(loadConfig({}).contact).toEqual({
      inbox: 'hello@senchatea.com.au',
      rateMax: 5,
      rateWindowMs: 600_000,
      maxPerHour: 100,
      digestIntervalMs: 900_000,
      maxUnsent: 1000,
    });
  });

  it('reads the environment', () => {
    expect(
      loadConfig({
        CONTACT_INBOX: ' shop@example.com ',
        CONTACT_RATE_MAX: '2',
        CONTACT_RATE_WINDOW_MS: '1000',
        CONTACT_MAX_PER_HOUR: '0',
        CONTACT_DIGEST_INTERVAL_MS: '60000',
        CONTACT_MAX_UNSENT: '50',
      }).contact,
    ).toEqual({
      inbox: 'shop@example.com',
      rateMax: 2,
      rateWindowMs: 1000,
      maxPerHour: 0,
      digestIntervalMs: 60_000,
      maxUnsent: 50,
    });
  });

  it.each([
    ['CONTACT_INBOX', 'a@example.com, b@example.com'],
    ['CONTACT_INBOX', 'Shop <a@example.com>'],
    ['CONTACT_INBOX', 'not-an-address'],
    ['CONTACT_RATE_MAX', '0'],
    ['CONTACT_RATE_MAX', 'five'],
    ['CONTACT_RATE_WINDOW_MS', '0'],
    ['CONTACT_MAX_PER_HOUR', '-1'],
    ['CONTACT_DIGEST_INTERVAL_MS', '0'],
    ['CONTACT_MAX_UNSENT', '0'],
    ['CONTACT_MAX_UNSENT', 'many'],
  ])('refuses %s=%p', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
