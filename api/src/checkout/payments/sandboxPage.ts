import { SANDBOX_HEIGHT_MESSAGE } from '@sencha/shared/sandbox-frame';
import crypto from 'node:crypto';
import { formatAud } from '../../cart/money';

/**
 * The sandbox's embedded card form: a plain HTML form (it works without script), served by the API for the
 * checkout page's iframe. Its scripts, allowed by hash: every page tells the checkout page its height (so the
 * frame fits it, with no scrolling inside), and the paid page takes the top window to the checkout status page.
 * docs/commerce.md#the-sandbox.
 */
// The Pay button's focus ring is two-tone: a green ring off the button, on the white page, and a white one on the
// button's green, so it shows against either.
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1f2d1f;background:#fff}
h1{font-size:1.25rem;margin:0 0 12px}table{width:100%;border-collapse:collapse;margin-bottom:16px}
td{padding:4px 0}td.n{text-align:right}tr.t td{font-weight:700;border-top:1px solid #ccc}
label{display:block;margin:10px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;
font:inherit;border:1px solid #8a8a8a;border-radius:6px}input:focus{outline:3px solid #4a7c3a;outline-offset:1px}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0;display:flex;flex-direction:column}
.row input{margin-top:auto}button{margin-top:16px;width:100%;padding:12px;font:inherit;
font-weight:700;color:#fff;background:#2f5d27;border:0;border-radius:6px;cursor:pointer}
button:focus-visible{outline:3px solid #2f5d27;outline-offset:3px;box-shadow:inset 0 0 0 3px #fff}
.alert{padding:10px;border-radius:6px;background:#fdecea;color:#8a1c12;border:1px solid #f5c2bd}
.note{font-size:.875rem;color:#4b4b4b}a{color:#2f5d27}`;
const SCRIPT = `var t=document.getElementById('to');if(t&&window.top){window.top.location.href=t.getAttribute('href');}`;

/** What the height message says: the checkout page (SandboxPaymentForm in mfe-cart-checkout) expects this shape. */
export const HEIGHT_MESSAGE_TYPE = SANDBOX_HEIGHT_MESSAGE;

/**
 * Tells the parent the page's height, once at first and again whenever it changes (an error shown, a narrower
 * window). The parent can only be the shop (frame-ancestors 'self'), so the message goes to this page's own
 * origin and to nobody else. The html element's box is the content's height (a scroll height would never be less
 * than the frame's).
 */
const SIZE_SCRIPT = `(function(){var p=window.parent;if(!p||p===window)return;var d=document.documentElement;
function s(){p.postMessage({type:'${HEIGHT_MESSAGE_TYPE}',height:Math.ceil(d.getBoundingClientRect().height)},location.origin);}
if(window.ResizeObserver){new ResizeObserver(s).observe(d);}else{s();addEventListener('load',s);addEventListener('resize',s);}})();`;

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** The page's own policy: nothing but its inline style and script (by hash), posting only to the shop. */
export const SANDBOX_CSP = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SIZE_SCRIPT)} ${sha256(SCRIPT)}`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Each page is shown in the checkout's frame, inside the shop's own <main>: its landmark is named so the two differ.
function page(title: string, body: string, script = false): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}<script>${SIZE_SCRIPT}</script>${script ? `<script>${SCRIPT}</script>` : ''}</body></html>`;
}

export interface SandboxSummary {
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  shippingName: string;
  shippingCents: number;
  itemsCents: number;
}

export interface FormState {
  values?: { email?: string; nameOnCard?: string; promotionCode?: string };
  error?: { field: string; message: string };
}

function field(name: string, label: string, attrs: string, value: string, error: FormState['error']): string {
  const invalid = error?.field === name;
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${invalid ? ' aria-invalid="true" aria-describedby="error" autofocus' : ''}>`;
}

export function formPage(action: string, summary: SandboxSummary, state: FormState = {}): string {
  const v = state.values ?? {};
  const rows = summary.lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} x ${escapeHtml(l.name)}</td><td class="n">${formatAud(l.quantity * l.unitPriceCents)}</td></tr>`,
    )
    .join('');
  const total = summary.itemsCents + summary.shippingCents;
  const alert = state.error
    ? `<p id="error" class="alert" role="alert">${escapeHtml(state.error.message)}</p>`
    : '';
  return page(
    'Pay - Sencha Tea (test payment)',
    `<main aria-label="Test payment"><h1>Pay ${formatAud(total)} AUD</h1>
<table aria-label="Order summary"><tbody>${rows}<tr><td>Shipping: ${escapeHtml(summary.shippingName)}</td><td class="n">${formatAud(summary.shippingCents)}</td></tr><tr class="t"><td>Total</td><td class="n">${formatAud(total)}</td></tr></tbody></table>
<p class="note">Test payments only: use card 4242 4242 4242 4242 (pays) or 4000 0000 0000 0002 (declined), any future expiry and any CVC. No real card is charged.</p>
${alert}<form method="post" action="${escapeHtml(action)}" novalidate>
${field('email', 'Email', 'type="email" autocomplete="email" required maxlength="254"', v.email ?? '', state.error)}
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="1234 1234 1234 1234"', '', state.error)}
<div class="row"><div>${field('expiry', 'Expiry (MM / YY)', 'autocomplete="cc-exp" required maxlength="9" placeholder="MM / YY"', '', state.error)}</div>
<div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4"', '', state.error)}</div></div>
${field('nameOnCard', 'Name on card', 'autocomplete="cc-name" required maxlength="200"', v.nameOnCard ?? '', state.error)}
${field('promotionCode', 'Promotion code (optional)', 'autocomplete="off" maxlength="40"', v.promotionCode ?? '', state.error)}
<button type="submit">Pay ${formatAud(total)}</button></form></main>`,
  );
}

/** After payment: the script takes the whole window to the status page; the link does it without script. */
export function paidPage(statusUrl: string): string {
  return page(
    'Payment received - Sencha Tea',
    `<main aria-label="Test payment"><h1>Payment received</h1><p>Thank you. <a id="to" href="${escapeHtml(statusUrl)}" target="_top">See your order confirmation</a>.</p></main>`,
    true,
  );
}

export function endedPage(message: string): string {
  return page(
    'Checkout ended - Sencha Tea',
    `<main aria-label="Test payment"><h1>This checkout has ended</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/cart" target="_top">Return to your cart</a></p></main>`,
  );
}
