import { EMAIL_MESSAGES, isValidEmail, normaliseEmail, validateEmail } from './email';

describe('validateEmail (the rule shared by the storefront form and the API)', () => {
  it.each([
    ['tea@sencha.com.au', 'tea@sencha.com.au'],
    ['first.last+news@example.co', 'first.last+news@example.co'],
    ['  Padded@Example.COM  ', 'padded@example.com'],
    // NFKC folds full-width letters to ASCII before comparing.
    ['ｔｅａ@ｅｘａｍｐｌｅ.com', 'tea@example.com'],
  ])('accepts %p as %p', (input, email) => {
    expect(validateEmail(input)).toEqual({ ok: true, email });
  });

  it.each([
    ['a leading dot', '.a@b.com'],
    ['a trailing dot in the local part', 'a.@b.com'],
    ['two dots', 'a..b@c.com'],
    ['a domain label starting with a hyphen', 'a@-b.com'],
    ['a numeric top-level domain', 'a@b.123'],
    ['no top-level domain', 'tea@sencha'],
    ['an inner space', 'a b@c.com'],
    ['two @', 'tea@@sencha.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@b.com`],
    ['an address over 254 characters', `a@${'b'.repeat(250)}.com`],
    ['nothing', '   '],
  ])('refuses %s', (_why, input) => {
    const result = validateEmail(input);
    expect(result.ok).toBe(false);
  });

  it('accepts a 64-character local part', () => {
    expect(validateEmail(`${'a'.repeat(64)}@b.com`).ok).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b@c.com'],
    ['a zero-width space', 'a\u200bb@c.com'],
    ['a byte order mark', '\ufeffa@b.com'],
    ['a control character', 'a\u0007@b.com'],
    ['a C1 control', 'a\u0085@b.com'],
    ['a right-to-left override', 'a\u202e@b.com'],
    ['a lone high surrogate', 'a\ud800@b.com'],
    ['a lone low surrogate', 'a\udc00@b.com'],
  ])('refuses %s with its own message', (_why, input) => {
    expect(validateEmail(input)).toEqual({ ok: false, message: EMAIL_MESSAGES.forbiddenCharacters });
  });

  it.each([[['a@b.com']], [42], [null], [undefined], [{ email: 'a@b.com' }]])(
    'refuses the non-string %p',
    (input) => {
      expect(validateEmail(input)).toEqual({ ok: false, message: EMAIL_MESSAGES.notText });
      expect(isValidEmail(input)).toBe(false);
    },
  );

  it('normalises to NFKC lower case', () => {
    expect(normaliseEmail(' Ｔea@Sencha.COM ')).toBe('tea@sencha.com');
  });
});
