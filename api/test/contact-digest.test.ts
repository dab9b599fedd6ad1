import { loadConfig } from '../src/config';
import { ContactService } from '../src/contact/service';
import { DIGEST_MAX_BYTES } from '../src/contact/digest';
import type { RecordingMailer, TestApi } from './helpers';
import { createTestApi, recordingMailer, targets } from './helpers';
import { post, rows, valid } from './contactForm';

describe.each(targets)('contact digest job on %s', (target) => {
  let api: TestApi;
  let mailer: RecordingMailer;
  beforeAll(async () => {
    mailer = recordingMailer();
    const { contact } = loadConfig({ NODE_ENV: 'test' });
    // No budget: every message waits for the digest.
    api = await createTestApi(target, { contact: { ...contact, rateMax: 1000, maxPerHour: 0 } }, { mailer });
  });
  afterAll(async () => {
    await api.cleanup();
  });
  beforeEach(async () => {
    mailer.failing = false;
    // Each test starts with a digest due: the earlier ones' digests a period back.
    await api.db.query(`UPDATE contact_digest SET created_at = created_at - interval '1 day'`);
  });

  const digests = () => mailer.sent.filter((m) => m.subject.startsWith('Contact form digest:'));
  const digestRows = () =>
    api.db.query<{ id: string; mail_attempts: number; mail_sent_at: Date | null }>(
      'SELECT id, mail_attempts, mail_sent_at FROM contact_digest ORDER BY created_at',
    );

  it('mails the waiting messages once when the job runs twice at once, on two servers', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await post(api, { ...valid, email })).statusCode).toBe(202);
    await api.contact.idle();
    expect(mailer.sent).toEqual([]);

    const otherServer = new ContactService(api.db, mailer, {
      ...api.config.contact,
      from: api.config.mail.from,
      maxAttempts: 5,
      log: api.app.log,
    });
    await Promise.all([api.contact.retryUnsent(), otherServer.retryUnsent(), api.checkout.sweep()]);
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest).toMatchObject({
      to: 'hello@senchatea.com.au',
      from: 'Sencha Tea <newsletter@senchatea.com.au>',
    });
    expect(digest?.replyTo).toBeUndefined();
    expect(digest?.subject).toMatch(/^Contact form digest: 3 messages, \S+ to \S+$/);
    for (const row of await rows(api)) {
      expect(digest?.text).toContain(`Message id: ${row.id}`);
      expect(row.mail_sent_at).toBeInstanceOf(Date);
    }
  });

  it('sends a failed digest again with the same messages, before a new one; gives up after 5 attempts', async () => {
    mailer.failing = true;
    await post(api, { ...valid, email: 'first@example.com' });
    await api.checkout.sweep();
    const [failed] = await rows(api, 'first@example.com');
    expect(failed?.mail_sent_at).toBeNull();

    // A message arriving meanwhile waits for the next digest: the failed one keeps its messages.
    await post(api, { ...valid, email: 'second@example.com' });
    mailer.failing = false;
    await api.checkout.sweep();
    const retried = digests().at(-1);
    expect(retried?.text).toContain('first@example.com');
    expect(retried?.text).not.toContain('second@example.com');
    expect((await rows(api, 'second@example.com'))[0]?.mail_sent_at).toBeNull();
    expect((await digestRows()).at(-1)).toMatchObject({ mail_attempts: 2, mail_sent_at: expect.any(Date) });

    mailer.failing = true;
    const attempts = mailer.attempts;
    await api.db.query(`UPDATE contact_digest SET created_at = created_at - interval '1 day'`);
    for (let i = 0; i < 7; i += 1) await api.checkout.sweep();
    expect(mailer.attempts - attempts).toBe(5);
    expect((await digestRows()).at(-1)).toMatchObject({ mail_attempts: 5, mail_sent_at: null });

    // The operator's remedy once mail works (docs/operations.md#contact-messages).
    mailer.failing = false;
    await api.db.query('UPDATE contact_digest SET mail_attempts = 0 WHERE mail_sent_at IS NULL');
    await api.checkout.sweep();
    expect(digests().at(-1)?.text).toContain('second@example.com');
    expect((await rows(api, 'second@example.com'))[0]?.mail_sent_at).toBeInstanceOf(Date);
  });

  it('puts at most DIGEST_MAX_BYTES of messages in one digest; the rest waits for the next', async () => {
    const message = '🍵'.repeat(5000);
    // As many of the longest messages as the stored-message cap allows, written at once.
    await api.db.query(
      `INSERT INTO contact_message (id, name, email, subject, message, delivery, created_at)
       SELECT gen_random_uuid(), 'Bulk', 'bulk' || n || '@example.com', 'Other', $1, 'digest',
              now() - interval '1 hour' + n * interval '1 second'
       FROM generate_series(1, 250) AS n`,
      [message],
    );
    const before = digests().length;
    await api.checkout.sweep();
    const [first] = digests().slice(before);
    const perMessage = 'Bulk'.length + 'bulk100@example.com'.length + 'Other'.length + message.length * 2;
    const fits = (first?.text.match(/^Message id: /gm) ?? []).length;
    expect(fits).toBeGreaterThan(DIGEST_MAX_BYTES / perMessage - 2);
    expect(fits).toBeLessThan(250);
    expect(Buffer.byteLength(first?.text ?? '')).toBeLessThan(DIGEST_MAX_BYTES * 1.01);
    // The oldest went first.
    expect(first?.text).toContain('E-mail: bulk1@example.com');

    await api.db.query(`UPDATE contact_digest SET created_at = created_at - interval '1 day'`);
    await api.checkout.sweep();
    const [second] = digests().slice(before + 1);
    expect((second?.text.match(/^Message id: /gm) ?? []).length).toBe(250 - fits);
    const [left] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_message WHERE mail_sent_at IS NULL',
    );
    expect(left?.n).toBe(0);
  });
});
