import { apiUrl, getRuntimeConfig } from '@sencha/platform';
import type { ContactForm } from '@sencha/shared/contract';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT,
  isHoneypotFilled,
  type ContactErrors,
} from '@sencha/shared/contact-form';

export const CONTACT_PATH = '/api/communications/contact';

export type ContactSendResult =
  | { outcome: 'sent' }
  /** The server refused fields (a form and an API of different releases): its messages, by field. */
  | { outcome: 'refused'; errors: ContactErrors }
  | { outcome: 'failed'; error: unknown };

/** Where the form posts: the configured workflow URL, else the API's own contact route. */
export function contactUrl(): string {
  return getRuntimeConfig().contactWorkflowUrl ?? apiUrl(CONTACT_PATH);
}

function fieldErrors(body: unknown): ContactErrors {
  const fields =
    typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

/**
 * Posts the form; the response body is not needed (any 2xx is sent), except a 400's field messages. The
 * honeypot goes along only when filled (a bot): a person's message is the four fields, as before.
 */
export async function sendContactForm(form: ContactForm, honeypot = ''): Promise<ContactSendResult> {
  const body = isHoneypotFilled(honeypot) ? { ...form, [CONTACT_HONEYPOT]: honeypot } : form;
  try {
    const response = await fetch(contactUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { outcome: 'sent' };
    if (response.status === 400) {
      const errors = fieldErrors(await readJson(response));
      if (Object.keys(errors).length > 0) return { outcome: 'refused', errors };
    }
    return { outcome: 'failed', error: new Error(`The contact form answered ${response.status}.`) };
  } catch (error) {
    return { outcome: 'failed', error };
  }
}
