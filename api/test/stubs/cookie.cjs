// Jest-only stand-in for cookie 2 (ESM-only, required by light-my-request, fastify.inject's engine). Node 20.19+
// loads the real module through require(esm); Jest's module system cannot. Only what light-my-request uses.
function stringifySetCookie(cookie) {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value ?? '')}`];
  if (cookie.path) parts.push(`Path=${cookie.path}`);
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.secure) parts.push('Secure');
  return parts.join('; ');
}
function parseCookie(str) {
  const out = {};
  for (const part of String(str).split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}
module.exports = { stringifySetCookie, parseCookie, parse: parseCookie };
