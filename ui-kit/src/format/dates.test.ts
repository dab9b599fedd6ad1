import { execFileSync } from 'node:child_process';
import { formatLongDateUtc, formatMediumDate, formatMediumDateTime } from './dates';

// What the shop showed before: Intl's en-AU formats (the same in Chromium, checked when this was written).
const intlMedium = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const intlMediumTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const intlLongUtc = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' });

/** Every month and day of two years (one of them leap), at each hour and a few minutes. */
function* sampleDates(): Generator<Date> {
  for (const year of [2024, 2026])
    for (let month = 0; month < 12; month += 1)
      for (let day = 1; day <= 31; day += 3)
        for (const [hour, minute] of [
          [0, 0],
          [0, 5],
          [9, 59],
          [11, 59],
          [12, 0],
          [13, 7],
          [23, 30],
        ] as const)
          yield new Date(year, month, day, hour, minute);
}

describe('written-out dates', () => {
  it('match Intl’s en-AU medium date, in the local time zone', () => {
    for (const date of sampleDates()) expect(formatMediumDate(date)).toBe(intlMedium.format(date));
  });

  it('match Intl’s en-AU medium date with short time (12-hour, lower-case am and pm)', () => {
    for (const date of sampleDates()) expect(formatMediumDateTime(date)).toBe(intlMediumTime.format(date));
  });

  it('match Intl’s en-AU long date of a UTC day', () => {
    for (const date of sampleDates()) {
      const utcDay = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
      expect(formatLongDateUtc(utcDay)).toBe(intlLongUtc.format(utcDay));
    }
  });

  it('follow the reader’s zone, day and daylight saving (checked in a process set to Sydney time)', () => {
    // Jest's process.env is a copy, so TZ cannot change in this process: a child Node process runs the check.
    const script = `
      const loaded = await import(${JSON.stringify(require.resolve('./dates'))});
      const { formatMediumDate, formatMediumDateTime } = loaded.formatMediumDate ? loaded : loaded.default;
      const at = (iso) => new Date(iso);
      console.log(JSON.stringify([
        formatMediumDate(at('2026-09-30T15:00:00Z')),
        formatMediumDateTime(at('2026-06-30T15:00:00Z')),
        formatMediumDateTime(at('2026-10-03T16:30:00Z')),
      ]));`;
    const out = execFileSync(
      process.execPath,
      ['--import', 'jiti/register', '--input-type=module', '-e', script],
      {
        env: { ...process.env, TZ: 'Australia/Sydney' },
        encoding: 'utf8',
      },
    );
    // 15:00 UTC is 1 am the next day in Sydney (AEST in June, AEDT from the first Sunday of October).
    expect(JSON.parse(out)).toEqual(['1 Oct 2026', '1 July 2026, 1:00 am', '4 Oct 2026, 3:30 am']);
  });

  it('give nothing for an invalid date', () => {
    const invalid = new Date('not a date');
    expect([formatMediumDate(invalid), formatMediumDateTime(invalid), formatLongDateUtc(invalid)]).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('spell the months as en-AU does', () => {
    expect(formatMediumDate(new Date(2026, 5, 1))).toBe('1 June 2026');
    expect(formatMediumDate(new Date(2026, 8, 30))).toBe('30 Sept 2026');
    expect(formatMediumDateTime(new Date(2026, 0, 5, 0, 5))).toBe('5 Jan 2026, 12:05 am');
    expect(formatLongDateUtc(new Date(Date.UTC(2026, 8, 5)))).toBe('5 September 2026');
  });
});
