import type { TestApi } from './helpers';

// Shared by the contact form's suites (contact.test.ts, contact-delivery.test.ts).
export const CONTACT = '/api/communications/contact';

export const valid = {
  name: 'Mei Tanaka',
  email: 'mei@example.com',
  subject: 'Product Question',
  message: 'Is the Gyokuro shade-grown?',
};

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  mail_attempts: number;
  mail_claimed_at: Date | null;
  mail_sent_at: Date | null;
}

export function post(api: TestApi, body: unknown, remoteAddress = '127.0.0.1') {
  return api.app.inject({
    method: 'POST',
    url: CONTACT,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });
}

export const rows = (api: TestApi, email?: string) =>
  email === undefined
    ? api.db.query<ContactRow>('SELECT * FROM contact_message ORDER BY created_at, id')
    : api.db.query<ContactRow>('SELECT * FROM contact_message WHERE email = $1 ORDER BY created_at, id', [
        email,
      ]);

/** The outbox's mails with quoted-printable soft line breaks undone (long lines are wrapped with '='). */
export const unfolded = (mails: string[]) => mails.map((m) => m.replace(/=\n/g, ''));

/** Makes messages old enough for the sweep (it leaves the last minute's to their own send). */
export const age = (api: TestApi, minutes = 2) =>
  api.db.query(`UPDATE contact_message SET created_at = now() - ($1::int * interval '1 minute')`, [minutes]);
