import { addItem, createServerStore, removeItem } from '@sencha/platform';
import { cartHintCookie, cartHintOf, readCartHint } from './cartHint';
import { keepCartHint } from './keepCartHint';

const line = { id: '7', name: 'Sencha', slug: 'sencha', imageUrl: '', price: 12, quantity: 1, stock: 4 };

describe('the cart hint cookie', () => {
  it('says filled only when the cookie says so: none, empty or anything else is an empty cart', () => {
    expect(readCartHint('sencha_cohort=4; sencha_cart=filled')).toBe('filled');
    expect(readCartHint('sencha_cart=empty')).toBe('empty');
    expect(readCartHint('')).toBe('empty');
    expect(readCartHint('sencha_cart=<script>; other=filled')).toBe('empty');
    expect(readCartHint('not_sencha_cart=filled')).toBe('empty');
  });

  it('reads a hint named elsewhere (nginx’s X-Sencha-Cart) by the same rule', () => {
    expect(cartHintOf('filled')).toBe('filled');
    expect(cartHintOf('empty')).toBe('empty');
    for (const bad of [undefined, '', 'FILLED', 'x']) expect(cartHintOf(bad)).toBeNull();
  });

  it('is first-party, for the whole site, for a year, and secure over HTTPS', () => {
    expect(cartHintCookie('filled', true)).toBe(
      'sencha_cart=filled; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(cartHintCookie('empty', false)).toBe('sencha_cart=empty; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('keepCartHint', () => {
  /** A document whose cookie jar records each write. */
  function fakeDocument(cookie = '') {
    const writes: string[] = [];
    const doc = {
      location: { protocol: 'http:' },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        writes.push(value);
        cookie = value.split(';', 1)[0] ?? '';
      },
    } as unknown as Document;
    return { doc, writes };
  }

  it('writes the hint at once, then only when the cart turns filled or empty', () => {
    const store = createServerStore();
    const { doc, writes } = fakeDocument();
    const stop = keepCartHint(store, doc);
    expect(writes).toEqual([expect.stringMatching(/^sencha_cart=empty;/)]);
    store.dispatch(addItem(line));
    store.dispatch(addItem({ ...line, id: '8', slug: 'gyokuro' }));
    expect(writes).toHaveLength(2);
    expect(writes[1]).toMatch(/^sencha_cart=filled;/);
    store.dispatch(removeItem({ id: '7' }));
    store.dispatch(removeItem({ id: '8' }));
    expect(writes).toHaveLength(3);
    expect(writes[2]).toMatch(/^sencha_cart=empty;/);
    stop();
    store.dispatch(addItem(line));
    expect(writes).toHaveLength(3);
  });

  it('writes it once per page load even when it already says so, so its expiry is renewed', () => {
    const { doc, writes } = fakeDocument('sencha_cohort=3; sencha_cart=empty');
    const store = createServerStore();
    keepCartHint(store, doc);
    store.dispatch(removeItem({ id: 'none' }));
    expect(writes).toEqual([expect.stringMatching(/^sencha_cart=empty; Path=\/; Max-Age=31536000;/)]);
  });
});
