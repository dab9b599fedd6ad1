import crypto from 'node:crypto';
import { HEIGHT_MESSAGE_TYPE, SANDBOX_CSP, endedPage, formPage, paidPage } from './sandboxPage';

const SUMMARY = {
  lines: [{ name: 'Sencha Superior 50g', quantity: 1, unitPriceCents: 1450 }],
  shippingName: 'Parcel Post',
  shippingCents: 1095,
  itemsCents: 1450,
};

const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

describe('the sandbox pages', () => {
  const pages = {
    form: formPage('/api/checkout/sandbox/cs_sandbox_x', SUMMARY),
    declined: formPage('/api/checkout/sandbox/cs_sandbox_x', SUMMARY, {
      error: { field: 'card', message: 'Your card was declined.' },
    }),
    paid: paidPage('/checkout/cs_sandbox_x'),
    ended: endedPage('This checkout session was not found.'),
  };

  it.each(Object.entries(pages))(
    '%s: tells the checkout page its height, only on its own origin, by a script its policy allows',
    (_name, html) => {
      const scripts = inline(html, 'script');
      const sizing = scripts.find((s) => s.includes(HEIGHT_MESSAGE_TYPE));
      expect(sizing).toBeDefined();
      expect(sizing).toContain('ResizeObserver');
      expect(sizing).toContain('location.origin');
      expect(sizing).not.toContain("'*'");
      for (const script of scripts) expect(SANDBOX_CSP).toContain(hash(script));
      for (const style of inline(html, 'style')) expect(SANDBOX_CSP).toContain(hash(style));
    },
  );

  it('gives the Pay button a focus ring that shows on the page and on the button', () => {
    const [style] = inline(pages.form, 'style');
    expect(style).toMatch(/button:focus-visible\{[^}]*outline:3px solid #2f5d27;outline-offset:3px/);
    expect(style).toMatch(/button:focus-visible\{[^}]*box-shadow:inset 0 0 0 3px #fff/);
  });
});
