import crypto from 'node:crypto';
import type { ContactForm } from '@sencha/shared/contact-form';
import type { FastifyBaseLogger } from 'fastify';
import { backgroundFailure, type ErrorReporter } from '../http/errorReporting';
import type { Database } from '../db/database';
import { BackgroundSends } from '../mail/backgroundSends';
import type { Mail, Mailer } from '../mail/mailer';

export interface ContactOptions {
  /** CONTACT_INBOX: where every message is e-mailed. */
  inbox: string;
  /** MAIL_FROM: the shop's sender (the shopper is the Reply-To, never the From: their domain did not send it). */
  from: string;
  /** CONTACT_MAX_PER_HOUR: messages stored (and so mailed) per hour, shop-wide. */
  maxPerHour: number;
  /** Attempts per message before giving up (each retried by the checkout sweep). */
  maxAttempts: number;
  log: FastifyBaseLogger;
  /** Where background failures are reported besides the log (docs/observability.md#api-errors). */
  reporter?: ErrorReporter;
}

export type Received = { ok: true; id: string } | { ok: false; retryAfterSeconds: number };

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date | string;
  mail_attempts: number;
}

/** Arbitrary constant for pg_advisory_xact_lock (the migrations use another): the hourly cap's count and insert. */
const CAP_LOCK = 72_410_032;
const HOUR_MS = 3600_000;
/**
 * How long a sender's claim on a message lasts: longer than a send can take (nodemailer gives up on an SMTP
 * server after 2 minutes to connect, 10 idle), so only a sender that crashed mid-send loses it to another.
 */
const CLAIM_LEASE = `interval '15 minutes'`;
/** At most one 'over the hourly cap' warning per this period: a flood must not flood the log too. */
const CAP_WARNING_EVERY_MS = 60_000;

/**
 * Contact form messages. A message the shopper is told was received is in the database first (so nothing
 * acknowledged is lost), then e-mailed in the background to the shop's inbox with Reply-To the shopper. A send
 * claims the message (one attempt, and a lease) before mailing; a failed one leaves mail_sent_at null and the
 * checkout sweep retries it, up to maxAttempts. Messages beyond maxPerHour in the last hour are refused.
 */
export class ContactService {
  private readonly sends = new BackgroundSends();
  private lastCapWarning = 0;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: ContactOptions,
  ) {}

  /** Stores a validated, normalised message and starts its e-mail; refuses it when the hourly cap is reached. */
  async receive(form: ContactForm): Promise<Received> {
    const id = crypto.randomUUID();
    const refusal = await this.db.transaction(async (tx) => {
      // One count-and-insert at a time, across connections and servers: concurrent messages cannot all see
      // room for one more and overshoot the cap together.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [CAP_LOCK]);
      const [window] = await tx.query<{ recent: number; oldest: Date | string | null }>(
        `SELECT count(*)::int AS recent, min(created_at) AS oldest FROM contact_message
         WHERE created_at > now() - interval '1 hour'`,
      );
      if ((window?.recent ?? 0) >= this.options.maxPerHour) return { oldest: window?.oldest ?? null };
      await tx.query(
        'INSERT INTO contact_message (id, name, email, subject, message) VALUES ($1, $2, $3, $4, $5)',
        [id, form.name, form.email, form.subject, form.message],
      );
      return undefined;
    });
    if (refusal) {
      this.warnCapReached();
      // When the oldest message of the hour leaves the window, there is room again.
      const freeAt =
        refusal.oldest === null ? Date.now() + HOUR_MS : new Date(refusal.oldest).getTime() + HOUR_MS;
      const retryAfterSeconds = Math.min(3600, Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
      return { ok: false, retryAfterSeconds };
    }
    this.sendSoon(id);
    return { ok: true, id };
  }

  sendSoon(id: string): void {
    this.sends.start(
      () => this.send(id),
      backgroundFailure(this.options, 'contact-email', 'contact message e-mail failed', {
        contactMessageId: id,
      }),
      id,
    );
  }

  /** Sends the messages whose e-mail failed (called by the checkout sweep). */
  async retryUnsent(): Promise<void> {
    // Older than a minute: a fresh message's own send has normally ended by then.
    const due = await this.db.query<{ id: string }>(
      `SELECT id FROM contact_message
       WHERE mail_sent_at IS NULL AND mail_attempts < $1 AND created_at < now() - interval '1 minute'
         AND (mail_claimed_at IS NULL OR mail_claimed_at < now() - ${CLAIM_LEASE})
       ORDER BY created_at LIMIT 20`,
      [this.options.maxAttempts],
    );
    for (const { id } of due) this.sendSoon(id);
    await this.idle();
  }

  private async send(id: string): Promise<void> {
    // Claims one attempt and the lease in one statement: of two senders (a fresh request and the sweep, or two
    // servers' sweeps), one gets the row and the other nothing, so the message is never mailed twice at once.
    const [message] = await this.db.query<MessageRow>(
      `UPDATE contact_message SET mail_attempts = mail_attempts + 1, mail_claimed_at = now()
       WHERE id = $1 AND mail_sent_at IS NULL AND mail_attempts < $2
         AND (mail_claimed_at IS NULL OR mail_claimed_at < now() - ${CLAIM_LEASE})
       RETURNING id, name, email, subject, message, created_at, mail_attempts`,
      [id, this.options.maxAttempts],
    );
    if (!message) return;
    try {
      await this.mailer.send(this.mail(message));
    } catch (error) {
      // Frees the message for the sweep's next attempt; if even that fails, the lease ends it later.
      await this.db
        .query('UPDATE contact_message SET mail_claimed_at = NULL WHERE id = $1', [id])
        .catch(() => undefined);
      if (message.mail_attempts >= this.options.maxAttempts)
        this.options.log.error(
          { contactMessageId: id, attempts: message.mail_attempts },
          'contact message not e-mailed: attempts used up (docs/operations.md#contact-messages)',
        );
      throw error;
    }
    await this.db.query(
      'UPDATE contact_message SET mail_sent_at = now(), mail_claimed_at = NULL WHERE id = $1',
      [id],
    );
  }

  /** The e-mail to the shop: what was stored, with the shopper as Reply-To (so answering is one click). */
  private mail(message: MessageRow): Mail {
    const received = new Date(message.created_at).toISOString();
    return {
      from: this.options.from,
      to: this.options.inbox,
      // Name and address apart: nodemailer quotes the name, so whatever it holds cannot add a recipient.
      replyTo: { name: message.name, address: message.email },
      subject: `Contact form: ${message.subject} from ${message.name}`,
      text: [
        'A message from the contact form of the shop. Reply to this e-mail to answer the sender.',
        '',
        `Name: ${message.name}`,
        `E-mail: ${message.email}`,
        `Subject: ${message.subject}`,
        `Received: ${received}`,
        `Message id: ${message.id}`,
        '',
        message.message,
      ].join('\n'),
    };
  }

  private warnCapReached(): void {
    const now = Date.now();
    if (now - this.lastCapWarning < CAP_WARNING_EVERY_MS) return;
    this.lastCapWarning = now;
    this.options.log.warn(
      { maxPerHour: this.options.maxPerHour },
      'contact messages refused: CONTACT_MAX_PER_HOUR reached (docs/operations.md#contact-messages)',
    );
  }

  /** Resolves when the e-mails being sent are sent or have failed (tests, shutdown). */
  async idle(): Promise<void> {
    await this.sends.idle();
  }
}
