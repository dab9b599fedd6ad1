/**
 * The QA pass confirmation pages (docs/qa-overrides.md): plain HTML with a form and no script, so a human
 * presses the button. Link previews and prefetchers only ever GET, and GET changes nothing.
 */
import type { FastifyReply } from 'fastify';

/** Nothing but inline style and a form posting to this origin; never framed (a framed button could be clicked blind). */
export const QA_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1f2a1f}' +
  'h1{font-size:1.5rem}button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:4px;background:#2f5d3a;' +
  'color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #e0a526;outline-offset:2px}a{color:#2f5d3a}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The page asking to enter QA mode. `pass` has already matched QA_TOKEN_PATTERN (letters, digits, '.', '_',
 * '-'), so it is safe in an attribute as it is; nothing else on the page comes from the request.
 */
export function confirmPage(action: string, pass: string, expiresAt: Date): string {
  const until = expiresAt
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC');
  return page(
    'Enter QA mode - Sencha Tea',
    `<h1>Enter QA mode</h1><p>This QA pass turns on QA mode in this browser until ${until}. In QA mode the shop accepts overrides that load other builds of its parts, and a banner shows them.</p><p>Shoppers never need this: if someone sent you this link unexpectedly, close this page.</p><form method="post" action="${action}"><input type="hidden" name="pass" value="${pass}"><button type="submit">Enter QA mode</button></form><p><a href="/">Back to the shop</a></p>`,
  );
}

export function invalidPassPage(): string {
  return page(
    'QA pass invalid or expired - Sencha Tea',
    '<h1>QA pass invalid or expired</h1><p>This QA pass is not valid: it has expired, or it was changed or cut short when it was copied. Ask for a new link.</p><p><a href="/">Back to the shop</a></p>',
  );
}

export function crossSitePage(): string {
  return page(
    'QA pass not accepted - Sencha Tea',
    '<h1>QA pass not accepted</h1><p>A QA pass is entered only with the button on its own page. Open the link again and press "Enter QA mode".</p><p><a href="/">Back to the shop</a></p>',
  );
}

export function unavailablePage(): string {
  return page(
    'QA mode unavailable - Sencha Tea',
    '<h1>QA mode unavailable</h1><p>QA mode is not available on this server at the moment. The shop itself works as usual.</p><p><a href="/">Back to the shop</a></p>',
  );
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', QA_PAGE_CSP)
      .header('x-frame-options', 'DENY')
      // The pass is in this page's address: it must not travel on as a Referer.
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(html)
  );
}
