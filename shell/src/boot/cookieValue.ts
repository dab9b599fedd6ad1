/** The value of the first cookie called `name` in a Cookie header (or `document.cookie`); undefined if none. */
export function cookieValue(cookie: string, name: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const [key, value] = pair.trim().split('=', 2);
    if (key === name) return value ?? '';
  }
  return undefined;
}
