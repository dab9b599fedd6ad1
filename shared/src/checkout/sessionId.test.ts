import { isCheckoutSessionId } from './sessionId';

describe('isCheckoutSessionId', () => {
  it('takes the ids the providers issue', () => {
    expect(isCheckoutSessionId('cs_test_a1B2c3')).toBe(true);
    expect(isCheckoutSessionId('cs_sandbox_0aZ9')).toBe(true);
    expect(isCheckoutSessionId('x'.repeat(255))).toBe(true);
  });

  it('refuses anything that could leave a path segment, or is not a string', () => {
    for (const value of ['', '../admin', 'cs/1', 'cs 1', 'cs%2F1', 'x'.repeat(256), 42, null, undefined])
      expect(isCheckoutSessionId(value)).toBe(false);
  });
});
