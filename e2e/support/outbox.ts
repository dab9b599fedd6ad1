import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';

/** The API under test writes every e-mail here as an .eml file (no SMTP_URL: the outbox mailer). */
export const E2E_OUTBOX_DIR = resolve(__dirname, '../../api/.data/e2e-outbox');

/** A mail as text, with quoted-printable soft line breaks and '=' escapes undone so links read whole. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function mails(): Promise<string[]> {
  const files = (await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => readable(await readFile(resolve(E2E_OUTBOX_DIR, file), 'utf8'))),
  );
}

/** Waits for the one mail that contains `marker` (a unique address or text of this test) and returns it. */
export async function mailContaining(marker: string): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await mails()).filter((mail) => mail.includes(marker));
        return found.length;
      },
      { message: `an e-mail containing ${marker}`, timeout: 15_000 },
    )
    .toBe(1);
  return found[0] ?? '';
}

/** The first link of the mail that starts with `prefix`. */
export function linkIn(mail: string, prefix: string): string {
  const start = mail.indexOf(prefix);
  if (start < 0) throw new Error(`no link starting with ${prefix} in the mail`);
  return /^\S+/.exec(mail.slice(start))?.[0] ?? '';
}
