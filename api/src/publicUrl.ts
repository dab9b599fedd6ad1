/**
 * PUBLIC_URL: the shop's public origin, named by e-mail links, Stripe's return_url, robots.txt and the sitemap,
 * and (through nginx or `npm start`) the share tags and canonical URLs of the storefront
 * (docs/configuration.md#public-url). Search engines and e-mail recipients take it as it is, so a bad one is
 * refused at start with the variable's name rather than published.
 */
export function parsePublicUrl(value: string | undefined, nodeEnv: string, port: string | undefined): string {
  const raw = value?.trim() ?? '';
  if (raw === '') {
    // In production a default would publish http://localhost to search engines and into e-mails.
    if (nodeEnv === 'production')
      throw new Error(
        "PUBLIC_URL must be set in production: the shop's public address, e.g. https://shop.example",
      );
    return `http://localhost:${port || 4000}`;
  }
  const refuse = (why: string) => new Error(`PUBLIC_URL must be ${why}, got '${value}'`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('an absolute http(s) address such as https://shop.example');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refuse('an absolute http(s) address such as https://shop.example');
  if (url.username || url.password) throw refuse('an address without a user name or password');
  if (raw.includes('?') || raw.includes('#')) throw refuse('an address without a query or fragment');
  // The storefront, robots.txt and the sitemap live at the root of the origin (a path would be dropped by
  // `new URL('/sitemap.xml', base)` and could not be served by the shell's router).
  if (url.pathname !== '/')
    throw refuse("the shop's origin, without a path (the shop is served at its root)");
  return url.origin;
}
