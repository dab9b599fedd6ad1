import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/**
 * A name and an address given apart: nodemailer quotes and encodes the name itself, so a name that holds commas,
 * angle brackets or quotes (whatever a shopper typed) stays one display name and never adds a recipient.
 */
export interface MailAddress {
  name: string;
  address: string;
}

/** One e-mail: newsletter confirmations, order confirmations and contact messages. */
export interface Mail {
  /** Default: the configured MAIL_FROM. */
  from?: string;
  to: string;
  /** Where the recipient's replies go, e.g. the shopper who wrote through the contact form. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailReceipt {
  messageId: string;
  /** The .eml file written, when mail goes to the outbox folder. */
  file?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<MailReceipt>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL with credentials; unset: .eml files in outboxDir. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/**
 * The shop's one mail module (nodemailer): SMTP when SMTP_URL is set, otherwise every message is rendered to a
 * complete RFC 5322 `.eml` file in the outbox folder (open it with any mail client, or read the links from it).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        const info = (await transport.sendMail({ from: options.from, ...mail })) as { messageId: string };
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = (await transport.sendMail({ from: options.from, ...mail })) as {
        messageId: string;
        message: Buffer;
      };
      await fs.promises.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
      const tmp = `${file}.tmp`;
      await fs.promises.writeFile(tmp, info.message, { mode: 0o600 });
      await fs.promises.rename(tmp, file);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
