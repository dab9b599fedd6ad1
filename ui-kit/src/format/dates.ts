// Dates are written out here rather than with Intl.DateTimeFormat, for the reason prices are (money.ts): building
// a date formatter loads the locale's calendar data, about 35 ms on a phone at the first date a page shows (one
// 140 ms task on the home page in Lighthouse's throttled run; docs/architecture.md#first-render). The
// output is en-AU's, as Intl gives it in Node and Chromium (dates.test.ts compares them over every month and
// hour).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** en-AU's 'medium' month: three letters, except June, July and Sept. */
const mediumMonth = (month: number): string => {
  const name = MONTHS[month] ?? '';
  return name.length <= 4 ? name : name.slice(0, name === 'September' ? 4 : 3);
};

const invalid = (date: Date) => Number.isNaN(date.getTime());

/** 'medium' date in the reader's time zone: '5 Sept 2026' ('' for an invalid date). */
export function formatMediumDate(date: Date): string {
  if (invalid(date)) return '';
  return `${date.getDate()} ${mediumMonth(date.getMonth())} ${date.getFullYear()}`;
}

/** 'medium' date and 'short' time in the reader's time zone: '5 Sept 2026, 9:05 am'. */
export function formatMediumDateTime(date: Date): string {
  if (invalid(date)) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatMediumDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** 'long' date of a UTC calendar day, the same in every time zone: '5 September 2026' ('' if invalid). */
export function formatLongDateUtc(date: Date): string {
  if (invalid(date)) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
