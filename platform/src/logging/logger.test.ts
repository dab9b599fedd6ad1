import { shouldLog } from './logger';

describe('logger levels', () => {
  it('level 2 writes info and above, and drops trace and debug', () => {
    expect(shouldLog('trace', 2)).toBe(false);
    expect(shouldLog('debug', 2)).toBe(false);
    expect(shouldLog('info', 2)).toBe(true);
    expect(shouldLog('warn', 2)).toBe(true);
    expect(shouldLog('error', 2)).toBe(true);
  });

  it('level 7 writes nothing', () => {
    expect(shouldLog('fatal', 7)).toBe(false);
  });
});
