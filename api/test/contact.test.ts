import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@sencha/shared/contact-form';
import { ContactErrorSchema, ContactReceivedSchema } from '@sencha/shared/contract';
import { ErrorSchema } from '@sencha/shared/contract';
import type { TestApi } from './helpers';
import { createTestApi, expectShape, outbox, targets } from './helpers';
import { CONTACT, post, rows, unfolded, valid } from './contactForm';

describe.each(targets)('contact form on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(target);
  });
  afterAll(async () => {
    await api.cleanup();
  });

  it('stores the message as the rule normalised it, answers 202 and mails it to the inbox, Reply-To the shopper', async () => {
    const res = await post(api, {
      name: '  Mei Tanaka ',
      email: ' Mei.Tanaka@Example.COM ',
      subject: 'Product Question',
      message: '\n  Is the Gyokuro shade-grown?\nThanks  \n',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'received' });
    expectShape(ContactReceivedSchema, res.json());
    expect(res.headers['cache-control']).toBe('no-store');

    const [row, ...others] = await rows(api, 'mei.tanaka@example.com');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: 'Mei Tanaka',
      email: 'mei.tanaka@example.com',
      subject: 'Product Question',
      message: 'Is the Gyokuro shade-grown?\nThanks',
    });
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await api.contact.idle();
    const sent = (await rows(api, 'mei.tanaka@example.com'))[0];
    expect(sent?.mail_sent_at).toBeInstanceOf(Date);
    expect(sent?.mail_attempts).toBe(1);
    expect(sent?.mail_claimed_at).toBeNull();

    const mails = unfolded(outbox(api)).filter((m) => m.includes(row!.id));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail).toMatch(/^From: Sencha Tea <newsletter@senchatea\.com\.au>$/m);
    expect(mail).toMatch(/^To: hello@senchatea\.com\.au$/m);
    expect(mail).toMatch(/^Reply-To: Mei Tanaka <mei\.tanaka@example\.com>$/m);
    expect(mail).toMatch(/^Subject: Contact form: Product Question from Mei Tanaka$/m);
    for (const line of [
      'Name: Mei Tanaka',
      'E-mail: mei.tanaka@example.com',
      'Subject: Product Question',
      `Received: ${row!.created_at.toISOString()}`,
      `Message id: ${row!.id}`,
      'Is the Gyokuro shade-grown?\nThanks',
    ])
      expect(mail).toContain(line);
  });

  it('keeps a name that looks like addresses one quoted display name: no recipient is added', async () => {
    const email = 'display.name@example.com';
    const res = await post(api, { ...valid, email, name: 'Eve <evil@example.net>, Bcc "x"' });
    expect(res.statusCode).toBe(202);
    await api.contact.idle();
    const [row] = await rows(api, email);
    const mail = unfolded(outbox(api)).find((m) => m.includes(row!.id));
    expect(mail).toMatch(/^Reply-To: "Eve <evil@example\.net>, Bcc \\"x\\"" <display\.name@example\.com>$/m);
    expect(mail).toMatch(/^To: hello@senchatea\.com\.au$/m);
    expect(mail).not.toMatch(/^(Bcc|Cc):/im);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', CONTACT_MESSAGES.name],
    ['a blank name', { name: '   ' }, 'name', CONTACT_MESSAGES.name],
    ['a bad e-mail', { email: 'mei@example' }, 'email', CONTACT_MESSAGES.email],
    ['a missing e-mail', { email: undefined }, 'email', CONTACT_MESSAGES.email],
    ['a missing subject', { subject: undefined }, 'subject', CONTACT_MESSAGES.subject],
    ['a subject not in the list', { subject: 'Wholesale' }, 'subject', CONTACT_MESSAGES.subjectInvalid],
    ['a missing message', { message: undefined }, 'message', CONTACT_MESSAGES.message],
    ['a blank message', { message: ' \n ' }, 'message', CONTACT_MESSAGES.message],
    ['a name too long', { name: 'n'.repeat(CONTACT_LIMITS.name + 1) }, 'name', CONTACT_MESSAGES.nameTooLong],
    [
      'a message too long',
      { message: 'm'.repeat(CONTACT_LIMITS.message + 1) },
      'message',
      CONTACT_MESSAGES.messageTooLong,
    ],
    ['a line break in the name', { name: 'Mei\r\nBcc: x@y.z' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    ['a control character in the name', { name: 'Mei\u0007' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    ['NUL in the message', { message: 'Hi\u0000there' }, 'message', CONTACT_MESSAGES.forbiddenCharacters],
    ['a C1 control in the message', { message: 'Hi\u009b' }, 'message', CONTACT_MESSAGES.forbiddenCharacters],
    [
      'a lone surrogate in the message',
      { message: 'Hi\ud800' },
      'message',
      CONTACT_MESSAGES.forbiddenCharacters,
    ],
    ['a number as the name', { name: 42 }, 'name', CONTACT_MESSAGES.name],
    ['a list as the e-mail', { email: ['mei@example.com'] }, 'email', CONTACT_MESSAGES.email],
    ['an object as the subject', { subject: { value: 'Other' } }, 'subject', CONTACT_MESSAGES.subject],
    ['true as the message', { message: true }, 'message', CONTACT_MESSAGES.message],
    ['null as the name', { name: null }, 'name', CONTACT_MESSAGES.name],
  ])(
    'refuses %s with 400, the form message and fields, storing nothing',
    async (_why, change, field, message) => {
      const before = (await rows(api)).length;
      const res = await post(api, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message,
        fields: { [field]: message },
      });
      expectShape(ContactErrorSchema, res.json());
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/Wholesale|Bcc|mei@example|nnnnn|mmmmm/);
      expect(await rows(api)).toHaveLength(before);
    },
  );

  it('names every refused field in `fields` and the first, in the form order, as the message', async () => {
    const res = await post(api, { email: 'not an address', subject: 'Other', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: CONTACT_MESSAGES.name,
      fields: {
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        message: CONTACT_MESSAGES.message,
      },
    });
    const empty = await post(api, {});
    expect(empty.json()).toMatchObject({
      message: CONTACT_MESSAGES.name,
      fields: {
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        subject: CONTACT_MESSAGES.subject,
        message: CONTACT_MESSAGES.message,
      },
    });
  });

  const shape = 'The request body must be a JSON object with only name, email, subject and message.';
  it.each([
    ['an additional property', JSON.stringify({ ...valid, homepage: 'http://spam.example' }), shape],
    ['a JSON string', '"Mei Tanaka"', shape],
    ['a JSON list', JSON.stringify([valid]), shape],
    ['null', 'null', shape],
    ['malformed JSON', '{"name": "Mei', 'The request body is not valid JSON.'],
  ])('refuses %s with 400 in the shared shape, storing nothing', async (_why, payload, message) => {
    const before = (await rows(api)).length;
    const res = await post(api, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body).not.toMatch(/spam|homepage|Mei/);
    expect(await rows(api)).toHaveLength(before);
  });

  it('refuses a body over the limit with 413, and takes the longest form the rule allows in 4-byte characters', async () => {
    const before = (await rows(api)).length;
    const huge = await post(api, { ...valid, message: 'm'.repeat(40 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: expect.any(String) });
    expectShape(ErrorSchema, huge.json());
    expect(await rows(api)).toHaveLength(before);

    const email = 'longest@example.com';
    const longest = await post(api, {
      ...valid,
      email,
      name: '🍵'.repeat(CONTACT_LIMITS.name),
      message: '🍵'.repeat(CONTACT_LIMITS.message),
    });
    expect(longest.statusCode).toBe(202);
    const [row] = await rows(api, email);
    expect([...row!.message]).toHaveLength(CONTACT_LIMITS.message);
    expect(row!.name).toBe('🍵'.repeat(CONTACT_LIMITS.name));
    await api.contact.idle();
  });

  it('documents the route and its `fields` in the OpenAPI document', async () => {
    await api.app.ready();
    const doc = api.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths[CONTACT]?.post?.responses ?? {}).sort()).toEqual([
      '202',
      '400',
      '413',
      '429',
    ]);
    expect(doc.components.schemas.ContactError?.properties).toHaveProperty('fields');
    expect(doc.components.schemas.ContactBody?.properties).toHaveProperty('subject');
    // The honeypot field is part of the body, optional (test/contact-bounds.test.ts).
    expect(doc.components.schemas.ContactBody?.properties).toHaveProperty('website');
  });
});
