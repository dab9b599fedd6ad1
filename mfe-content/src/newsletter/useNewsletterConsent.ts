import { useState } from 'react';
import { ApiError, postJson } from '@sencha/platform';
import type { NewsletterLinkAction } from '@sencha/shared/contract';
import { NEWSLETTER_LINK_INVALID } from '@sencha/shared/newsletter-messages';

export const CONSENT_FAILED = 'We could not reach the shop just now. Please try again shortly.';

export type ConsentState =
  { status: 'ready' } | { status: 'sending' } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * Posts a confirm or unsubscribe token from an e-mail link. Only the shopper's button does this: following the
 * link (as mail scanners do) never changes a subscription (docs/product-rules/content.md#newsletter).
 */
export function useNewsletterConsent(
  action: NewsletterLinkAction,
  token: string,
): [ConsentState, () => Promise<void>] {
  const [state, setState] = useState<ConsentState>({ status: 'ready' });

  const run = async () => {
    if (state.status === 'sending' || state.status === 'done') return;
    setState({ status: 'sending' });
    try {
      // In the body, never the URL: the token names the shopper's e-mail (docs/observability.md).
      await postJson<unknown>(`/api/communications/newsletter/${action}`, { token });
      setState({ status: 'done' });
    } catch (error) {
      // A 400 is the link itself (forged, expired, of an address since unsubscribed): say so and stop.
      const refused = error instanceof ApiError && error.status === 400;
      if (!refused) console.error(`The newsletter ${action} could not be sent.`, error);
      setState({ status: 'failed', message: refused ? NEWSLETTER_LINK_INVALID : CONSENT_FAILED });
    }
  };

  return [state, run];
}
