import { getRuntimeConfig } from '@sencha/platform';
import type { ContactDetails } from './types';

/** The shop's addresses from the runtime config (loaded by the shell before the first render). */
export function getContactDetails(): ContactDetails {
  const { supportEmail, ordersEmail } = getRuntimeConfig();
  return { supportEmail, ordersEmail };
}
