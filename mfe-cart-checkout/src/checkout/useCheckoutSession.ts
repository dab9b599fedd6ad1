import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@sencha/platform';
import type { Cart, CheckoutSessionCreated } from '@sencha/shared/contract';
import { commerceApi, type CommerceApi } from '../commerce/commerceApi';
import { asValidationResult, generalMessages } from '../cart/validationResult';
import { SESSION_CREATE_ERROR } from '../commerce/messages';

/** The session this tab created last: only its confirmation clears the cart (status/useClearCartAfterOrder). */
export const TAB_SESSION_KEY = 'sencha-checkout-session';

function rememberSession(sessionId: string): void {
  try {
    sessionStorage.setItem(TAB_SESSION_KEY, sessionId);
  } catch {
    // Storage blocked: the confirmation then leaves the cart as it is.
  }
}

export type CheckoutSessionState =
  | { status: 'loading' }
  | { status: 'error'; errors: string[] }
  | { status: 'ready'; session: CheckoutSessionCreated };

/** The errors a failed creation shows: the shop's own sentence, then what the server said a shopper can act on. */
export function creationErrors(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [SESSION_CREATE_ERROR];
  const result = error.status === 400 ? asValidationResult(error.body) : null;
  if (result)
    return [SESSION_CREATE_ERROR, ...Object.values(result.items).flat(), ...generalMessages(result)];
  if (error.status === 503 || error.status === 429) return [SESSION_CREATE_ERROR, error.message];
  return [SESSION_CREATE_ERROR];
}

/**
 * Creates one payment session for the cart when the page opens (the server validates and reserves the units).
 * Once per visit: the ref survives React's development double effects, so no second reservation is made.
 */
export function useCheckoutSession(cart: Cart | null, api: CommerceApi = commerceApi): CheckoutSessionState {
  const [state, setState] = useState<CheckoutSessionState>({ status: 'loading' });
  const started = useRef(false);
  useEffect(() => {
    if (!cart || started.current) return;
    started.current = true;
    api.createSession(cart).then(
      (session) => {
        rememberSession(session.sessionId);
        setState({ status: 'ready', session });
      },
      (error: unknown) => {
        console.error(SESSION_CREATE_ERROR, error);
        setState({ status: 'error', errors: creationErrors(error) });
      },
    );
  }, [api, cart]);
  return state;
}
