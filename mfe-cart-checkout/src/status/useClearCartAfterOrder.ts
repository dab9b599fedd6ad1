import { useEffect, useRef } from 'react';
import { clearCart, getRuntimeConfig, selectCart, useAppDispatch, useAppSelector } from '@sencha/platform';
import { CLEAR_CART_CONFIRM } from '../messages';

/**
 * After a completed checkout the cart is cleared: at once in production; elsewhere (QA, development) the
 * shopper is asked, so a tester can pay for the same cart again. Once per visit, and only with items left.
 */
export function useClearCartAfterOrder(
  complete: boolean,
  confirm: (message: string) => boolean = (m) => window.confirm(m),
): void {
  const dispatch = useAppDispatch();
  const hasItems = useAppSelector(selectCart).items.length > 0;
  const done = useRef(false);
  useEffect(() => {
    if (!complete || !hasItems || done.current) return;
    done.current = true;
    if (getRuntimeConfig().environment === 'production' || confirm(CLEAR_CART_CONFIRM)) dispatch(clearCart());
  }, [complete, confirm, dispatch, hasItems]);
}
