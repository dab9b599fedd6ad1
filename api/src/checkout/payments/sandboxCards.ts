import { validateEmail } from '@sencha/shared/email';

/**
 * The sandbox's card rules (docs/commerce.md#the-sandbox), shaped like Stripe's test mode: 4242 4242 4242 4242
 * pays, 4000 0000 0000 0002 is declined, numbers are Luhn-checked and the expiry must not be past.
 */
export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
/** The test promotion code: 10 percent off the items. */
export const SANDBOX_PROMOTION_CODE = 'FIRSTSTEEP10';
export const SANDBOX_DISCOUNT_PERCENT = 10;

export interface CardForm {
  email: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
  promotionCode: string;
}

export type CardCheck =
  | { ok: true; email: string; discountPercent: number }
  | { ok: false; field: keyof CardForm | 'card'; message: string };

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** 'MM/YY' (or MM / YYYY) not before this month. */
function expiryValid(value: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const email = validateEmail(form.email);
  if (!email.ok) return { ok: false, field: 'email', message: email.message };
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    return { ok: false, field: 'cardNumber', message: 'Your card number is invalid.' };
  if (!expiryValid(form.expiry, now))
    return { ok: false, field: 'expiry', message: "Your card's expiration date is invalid or in the past." };
  if (!/^\d{3,4}$/.test(form.cvc.trim()))
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  if (form.nameOnCard.trim() === '')
    return { ok: false, field: 'nameOnCard', message: 'Please enter the name on the card.' };
  const code = form.promotionCode.trim().toUpperCase();
  if (code !== '' && code !== SANDBOX_PROMOTION_CODE)
    return { ok: false, field: 'promotionCode', message: 'This promotion code is not valid.' };
  if (digits === TEST_CARD_DECLINED) return { ok: false, field: 'card', message: 'Your card was declined.' };
  if (digits !== TEST_CARD_PAYS)
    return {
      ok: false,
      field: 'cardNumber',
      message: 'This is a test payment form: use the test card 4242 4242 4242 4242. No real card is charged.',
    };
  return { ok: true, email: email.email, discountPercent: code === '' ? 0 : SANDBOX_DISCOUNT_PERCENT };
}
