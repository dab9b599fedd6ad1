import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  isContactSubject,
  isHoneypotFilled,
  validateContactForm,
} from './contactForm';
import { EMAIL_MESSAGES } from './email';

const valid = {
  name: 'Mei Tanaka',
  email: 'mei@example.com',
  subject: 'Product Question',
  message: 'Is the Gyokuro shade-grown?',
};

describe('validateContactForm (the rule shared by the contact form and the API)', () => {
  it('accepts a complete form, trimmed, with the address normalised', () => {
    expect(
      validateContactForm({
        name: '  Mei Tanaka ',
        email: ' Mei@Example.COM ',
        subject: 'Shipping & Delivery',
        message: '\n  Where is my order?\n\nThanks  \n',
      }),
    ).toEqual({
      ok: true,
      form: {
        name: 'Mei Tanaka',
        email: 'mei@example.com',
        subject: 'Shipping & Delivery',
        message: 'Where is my order?\n\nThanks',
      },
    });
  });

  it.each(CONTACT_SUBJECTS.map((subject) => [subject]))('accepts the subject %p', (subject) => {
    expect(validateContactForm({ ...valid, subject }).ok).toBe(true);
    expect(isContactSubject(subject)).toBe(true);
  });

  it('reports every failing field, in the form order, with its own message', () => {
    const result = validateContactForm({});
    expect(result).toEqual({
      ok: false,
      errors: {
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        subject: CONTACT_MESSAGES.subject,
        message: CONTACT_MESSAGES.message,
      },
    });
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual([...CONTACT_FIELDS]);
  });

  it.each([
    ['a name of spaces', { name: '   ' }, 'name', CONTACT_MESSAGES.name],
    ['a name with a line break', { name: 'Mei\nBcc: x@y.z' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    ['a name with a tab', { name: 'Mei\tTanaka' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    ['a name with NUL', { name: 'Mei\u0000' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    ['a name with a line separator', { name: 'Mei\u2028T' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    ['a name with a bidi override', { name: 'Mei\u202eLin' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    [
      'a name with a zero-width space',
      { name: 'Mei\u200bLin' },
      'name',
      CONTACT_MESSAGES.forbiddenCharacters,
    ],
    ['a name with a lone surrogate', { name: 'Mei\ud800' }, 'name', CONTACT_MESSAGES.forbiddenCharacters],
    [
      'a name one character too long',
      { name: 'a'.repeat(CONTACT_LIMITS.name + 1) },
      'name',
      CONTACT_MESSAGES.nameTooLong,
    ],
    ['a malformed address', { email: 'mei@example' }, 'email', CONTACT_MESSAGES.email],
    ['no address', { email: '  ' }, 'email', CONTACT_MESSAGES.email],
    [
      'an address over 254 characters',
      { email: `a@${'b'.repeat(250)}.com` },
      'email',
      EMAIL_MESSAGES.tooLong,
    ],
    [
      'an address with a zero-width space',
      { email: 'mei\u200b@example.com' },
      'email',
      EMAIL_MESSAGES.forbiddenCharacters,
    ],
    ['no subject', { subject: '' }, 'subject', CONTACT_MESSAGES.subject],
    ['a subject not in the list', { subject: 'Wholesale' }, 'subject', CONTACT_MESSAGES.subjectInvalid],
    ['a subject in another case', { subject: 'other' }, 'subject', CONTACT_MESSAGES.subjectInvalid],
    ['a message of spaces', { message: ' \n\t ' }, 'message', CONTACT_MESSAGES.message],
    ['a message with a bell', { message: 'Hi\u0007' }, 'message', CONTACT_MESSAGES.forbiddenCharacters],
    ['a message with a C1 control', { message: 'Hi\u0085' }, 'message', CONTACT_MESSAGES.forbiddenCharacters],
    [
      'a message with a lone low surrogate',
      { message: 'Hi \udc00' },
      'message',
      CONTACT_MESSAGES.forbiddenCharacters,
    ],
    [
      'a message one character too long',
      { message: 'a'.repeat(CONTACT_LIMITS.message + 1) },
      'message',
      CONTACT_MESSAGES.messageTooLong,
    ],
  ])('refuses %s', (_why, change, field, message) => {
    expect(validateContactForm({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('keeps tabs and line breaks inside a message', () => {
    const result = validateContactForm({ ...valid, message: 'Line one\r\n\tLine two' });
    expect(result).toEqual({ ok: true, form: { ...valid, message: 'Line one\r\n\tLine two' } });
  });

  it('counts characters, not UTF-16 units: the longest name and message in emoji are accepted', () => {
    const result = validateContactForm({
      ...valid,
      name: '🍵'.repeat(CONTACT_LIMITS.name),
      message: '🍵'.repeat(CONTACT_LIMITS.message),
    });
    expect(result.ok).toBe(true);
    expect(validateContactForm({ ...valid, name: '🍵'.repeat(CONTACT_LIMITS.name + 1) })).toEqual({
      ok: false,
      errors: { name: CONTACT_MESSAGES.nameTooLong },
    });
  });

  it.each([[42], [null], [['Mei']], [{ name: 'Mei' }], [true]])(
    'refuses the non-string %p in every field',
    (value) => {
      expect(validateContactForm({ name: value, email: value, subject: value, message: value })).toEqual({
        ok: false,
        errors: {
          name: CONTACT_MESSAGES.name,
          email: CONTACT_MESSAGES.email,
          subject: CONTACT_MESSAGES.subject,
          message: CONTACT_MESSAGES.message,
        },
      });
    },
  );
});

describe('isHoneypotFilled (the hidden field only bots fill)', () => {
  it.each([[undefined], [null], [''], ['  \n ']])('takes %p as empty: a person sent it', (value) => {
    expect(isHoneypotFilled(value)).toBe(false);
  });

  it.each([['http://spam.example'], ['x'], [0], [false], [['x']], [{}]])('takes %p as filled', (value) => {
    expect(isHoneypotFilled(value)).toBe(true);
  });
});
