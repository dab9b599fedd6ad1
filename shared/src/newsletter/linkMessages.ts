/**
 * What the newsletter's e-mail link pages say: the API answers with these words and the storefront page shows
 * them, so both sides of a link say the same thing (docs/product-rules/content.md#newsletter).
 */
import type { NewsletterLinkAction } from '../contract/catalogSchemas';

export type { NewsletterLinkAction } from '../contract/catalogSchemas';

export const NEWSLETTER_LINK_INVALID =
  'This link is not valid or has expired. Please sign up again to get a new one.';

/** What a followed link did. */
export const NEWSLETTER_LINK_DONE: Record<NewsletterLinkAction, string> = {
  confirm: 'Thank you: your subscription to The First Steep is confirmed.',
  unsubscribe: 'You are unsubscribed from The First Steep. We will not e-mail you again.',
};
