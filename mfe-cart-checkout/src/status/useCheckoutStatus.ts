import { ApiError } from '@sencha/platform';
import type { CheckoutSession } from '@sencha/shared/contract';
import { isCheckoutSessionId } from '@sencha/shared/checkout-session-id';
import { useResource } from '@sencha/ui-kit';
import { commerceApi } from '../commerce/commerceApi';
import { SESSION_READ_ERROR } from '../commerce/messages';

export type CheckoutStatusState =
  | { status: 'loading' }
  | { status: 'error'; errors: string[] }
  | { status: 'loaded'; session: CheckoutSession };

async function load(sessionId: string, signal: AbortSignal): Promise<CheckoutSession> {
  try {
    return await commerceApi.session(sessionId, signal);
  } catch (error) {
    if (!signal.aborted) console.error(SESSION_READ_ERROR, error);
    throw error;
  }
}

/** GET /api/checkout/session/{id}: the session's status, e-mail and order id. */
export function useCheckoutStatus(sessionId: string | undefined): CheckoutStatusState {
  const valid = isCheckoutSessionId(sessionId);
  const resource = useResource<CheckoutSession>(valid ? sessionId : null, load);
  if (!valid) return { status: 'error', errors: [SESSION_READ_ERROR] };
  if (resource.loading) return { status: 'loading' };
  if (resource.error || !resource.data) {
    const notFound = resource.error instanceof ApiError && resource.error.status === 404;
    return {
      status: 'error',
      errors: [SESSION_READ_ERROR, ...(notFound ? ['This checkout session was not found.'] : [])],
    };
  }
  return { status: 'loaded', session: resource.data };
}
