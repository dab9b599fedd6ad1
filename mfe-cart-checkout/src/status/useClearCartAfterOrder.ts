import { useEffect, useRef } from 'react';
import { clearCart, getRuntimeConfig, selectCart, useAppDispatch, useAppSelector } from '@sencha/platform';
import { TAB_SESSION_KEY } from '../checkout/useCheckoutSession';
import { CLEAR_CART_CONFIRM } from '../commerce/messages';

/** True once: when this tab created the session (a revisited old confirmation never clears a new cart). */
function takeTabSession(sessionId: string): boolean {
  try {
    if (sessionStorage.getItem(TAB_SESSION_KEY) !== sessionId) return false;
    sessionStorage.removeItem(TAB_SESSION_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a completed checkout the cart is cleared: at once in production; elsewhere (QA, development) the
 * shopper is asked, so a tester can pay for the same cart again. Only for the session this tab created, once,
 * and only with items left.
 */
export function useClearCartAfterOrder(
  sessionId: string | undefined,
  complete: boolean,
  confirm: (message: string) => boolean = (m) => window.confirm(m),
): void {
  const dispatch = useAppDispatch();
  const hasItems = useAppSelector(selectCart).items.length > 0;
  const done = useRef(false);
  useEffect(() => {
    if (!complete || !hasItems || done.current || !sessionId) return;
    done.current = true;
    if (!takeTabSession(sessionId)) return;
    if (getRuntimeConfig().environment === 'production' || confirm(CLEAR_CART_CONFIRM)) dispatch(clearCart());
  }, [complete, confirm, dispatch, hasItems, sessionId]);
}
