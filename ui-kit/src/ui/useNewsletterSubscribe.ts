import { useCallback, useState } from 'react';
import { postJson } from '@sencha/platform';
import { useAlerts } from '@sencha/platform';
import type { NewsletterForm, NewsletterSource } from '@sencha/shared/contract';

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/communications/newsletter/subscribe';

/**
 * The success alert says the sign-up starts only once its e-mail link is followed: a sign-up is double opt-in,
 * and 'subscribed' alone would promise mail that never comes (docs/product-rules/content.md#newsletter).
 */
export const SUBSCRIBED_ALERT = {
  title: 'Subscribed: The First Steep',
  description:
    'You have successfully subscribed to The First Steep digest. Please check your inbox: the subscription starts once you follow the link in our e-mail.',
} as const;

export interface NewsletterSubscribe {
  /** Resolves true when subscribed; the shopper has been told either way. */
  subscribe: (email: string) => Promise<boolean>;
  submitting: boolean;
}

/**
 * Posts a The First Steep sign-up and shows the success or failure alert (docs/product-rules/content.md#newsletter).
 */
export function useNewsletterSubscribe(source: NewsletterSource): NewsletterSubscribe {
  const { show } = useAlerts();
  const [submitting, setSubmitting] = useState(false);

  const subscribe = useCallback(
    async (email: string) => {
      setSubmitting(true);
      try {
        const body: NewsletterForm = { email, source };
        // The response is not read: any 2xx is a success.
        await postJson<unknown>(NEWSLETTER_SUBSCRIBE_PATH, body);
        show({ type: 'success', ...SUBSCRIBED_ALERT });
        return true;
      } catch (error) {
        console.warn('Newsletter subscription failed', error);
        show({
          type: 'warning',
          title: 'Subscription Failed',
          description:
            'There was a problem subscribing you to The First Steep digest. Please try again later.',
        });
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [show, source],
  );

  return { subscribe, submitting };
}
