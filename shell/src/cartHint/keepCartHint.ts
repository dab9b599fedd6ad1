import { selectCartCount, type Store } from '@sencha/platform';
import { cartHintCookie, type CartHint } from './cartHint';

/**
 * Keeps the cart hint cookie true to the page's store (its stored cart already read back): written once per page
 * load, so a browser from before the cookie, or whose cookies were cleared, has it from its first page on, and
 * its expiry is renewed (some browsers keep a cookie script wrote for a week only); then whenever the cart goes
 * from empty to having lines or back (another tab's change included: the store follows it). Returns the
 * unsubscribe.
 */
export function keepCartHint(store: Store, doc: Document): () => void {
  const secure = doc.location?.protocol === 'https:';
  const hintOf = (): CartHint => (selectCartCount(store.getState()) > 0 ? 'filled' : 'empty');
  let written: CartHint | undefined;
  const write = () => {
    const hint = hintOf();
    if (hint === written) return;
    doc.cookie = cartHintCookie(hint, secure);
    written = hint;
  };
  write();
  return store.subscribe(write);
}
