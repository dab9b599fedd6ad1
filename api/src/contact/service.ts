import crypto from 'node:crypto';
import type { ContactForm } from '@sencha/shared/contact-form';
import type { FastifyBaseLogger } from 'fastify';
import { backgroundFailure, type ErrorReporter } from '../http/errorReporting';
import type { Database } from '../db/database';
import { BackgroundSends } from '../mail/backgroundSends';
import type { Mailer } from '../mail/mailer';
import { CLAIM_LEASE, ContactDigests } from './digest';
import { type StoredMessage, messageMail } from './mails';

export interface ContactOptions {
  /** CONTACT_INBOX: where every message is e-mailed. */
  inbox: string;
  /** MAIL_FROM: the shop's sender (the shopper is the Reply-To, never the From: their domain did not send it). */
  from: string;
  /** CONTACT_MAX_PER_HOUR: messages mailed one by one per hour, shop-wide; the others wait for the digest. */
  maxPerHour: number;
  /** CONTACT_DIGEST_INTERVAL_MS: at most one digest e-mail per this period. */
  digestIntervalMs: number;
  /** CONTACT_MAX_UNSENT: messages not yet mailed kept at most; the oldest go first. */
  maxUnsent: number;
  /** Attempts per message (and per digest) before giving up (each retried by the checkout sweep). */
  maxAttempts: number;
  log: FastifyBaseLogger;
  /** Where background failures are reported besides the log (docs/observability.md#api-errors). */
  reporter?: ErrorReporter;
}

/** How a stored message reaches the inbox: its own e-mail, or the next digest (beyond the hourly budget). */
export type Delivery = 'single' | 'digest';

export interface Received {
  id: string;
  delivery: Delivery;
}

interface MessageRow extends StoredMessage {
  mail_attempts: number;
}

/** Arbitrary constant for pg_advisory_xact_lock (the migrations use another): the budget's count and insert. */
const CAP_LOCK = 72_410_032;
/** At most one log line of each kind below per this period: a flood must not flood the log too. */
const WARNING_EVERY_MS = 60_000;

/**
 * Contact form messages (docs/operations.md#contact-messages). A message the shopper is told was received is in
 * the database first (so nothing acknowledged is lost), then e-mailed in the background to the shop's inbox with
 * Reply-To the shopper. A send claims the message (one attempt, and a lease) before mailing; a failed one leaves
 * mail_sent_at null and the checkout sweep retries it, up to maxAttempts. Beyond maxPerHour messages in the last
 * hour, a message is still stored but waits for the digest (./digest.ts): a flood costs the inbox a bounded
 * number of e-mails and never closes the form. At most maxUnsent messages wait unsent; beyond, the oldest go.
 */
export class ContactService {
  private readonly sends = new BackgroundSends();
  private readonly digests: ContactDigests;
  /** Per kind of log line: when it was last written, and how often it happened since (written with the next). */
  private readonly warnings = new Map<string, { at: number; times: number }>();

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: ContactOptions,
  ) {
    this.digests = new ContactDigests(db, mailer, {
      addresses: { from: options.from, to: options.inbox },
      intervalMs: options.digestIntervalMs,
      maxAttempts: options.maxAttempts,
      log: options.log,
    });
  }

  /** Stores a validated, normalised message: mailed now within the hourly budget, else in the next digest. */
  async receive(form: ContactForm): Promise<Received> {
    const id = crypto.randomUUID();
    const { delivery, dropped } = await this.db.transaction(async (tx) => {
      // One count-and-insert at a time, across connections and servers: concurrent messages cannot all see
      // room for one more and overshoot the budget together.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [CAP_LOCK]);
      const [window] = await tx.query<{ mailed: number }>(
        `SELECT count(*)::int AS mailed FROM contact_message
         WHERE delivery = 'single' AND created_at > now() - interval '1 hour'`,
      );
      const delivery: Delivery = (window?.mailed ?? 0) < this.options.maxPerHour ? 'single' : 'digest';
      await tx.query(
        `INSERT INTO contact_message (id, name, email, subject, message, delivery)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, form.name, form.email, form.subject, form.message, delivery],
      );
      // The hard cap on what a stranger can make us store: the oldest unsent messages go first.
      const deleted = await tx.query(
        `DELETE FROM contact_message WHERE id IN (
           SELECT id FROM contact_message WHERE mail_sent_at IS NULL
           ORDER BY created_at DESC, id DESC OFFSET $1)
         RETURNING id`,
        [this.options.maxUnsent],
      );
      return { delivery, dropped: deleted.length };
    });
    if (dropped > 0)
      this.warn(
        'dropped',
        { maxUnsent: this.options.maxUnsent, dropped },
        'contact messages deleted unsent, oldest first: CONTACT_MAX_UNSENT reached (docs/operations.md#contact-messages)',
      );
    if (delivery === 'single') this.sendSoon(id);
    else
      this.warn(
        'digest',
        { maxPerHour: this.options.maxPerHour },
        'contact messages kept for the digest: CONTACT_MAX_PER_HOUR reached (docs/operations.md#contact-messages)',
      );
    return { id, delivery };
  }

  /** A message with the honeypot filled: answered as received, neither stored nor mailed; counted in the log. */
  discardHoneypot(): void {
    this.warn(
      'honeypot',
      {},
      'contact message dropped: the hidden honeypot field was filled (a bot)',
      'info',
    );
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

  /**
   * The periodic job (the checkout sweep calls it every CHECKOUT_SWEEP_MS): sends the messages whose e-mail
   * failed, and the digest when one is due.
   */
  async retryUnsent(): Promise<void> {
    // Older than a minute: a fresh message's own send has normally ended by then.
    const due = await this.db.query<{ id: string }>(
      `SELECT id FROM contact_message
       WHERE delivery = 'single' AND mail_sent_at IS NULL AND mail_attempts < $1
         AND created_at < now() - interval '1 minute'
         AND (mail_claimed_at IS NULL OR mail_claimed_at < now() - ${CLAIM_LEASE})
       ORDER BY created_at LIMIT 20`,
      [this.options.maxAttempts],
    );
    for (const { id } of due) this.sendSoon(id);
    // Keyed: one digest run at a time in this process (the database keeps two servers apart).
    this.sends.start(
      () => this.digests.sendDue(),
      backgroundFailure(this.options, 'contact-digest', 'contact digest e-mail failed'),
      'digest',
    );
    await this.idle();
  }

  private async send(id: string): Promise<void> {
    // Claims one attempt and the lease in one statement: of two senders (a fresh request and the sweep, or two
    // servers' sweeps), one gets the row and the other nothing, so the message is never mailed twice at once.
    const [message] = await this.db.query<MessageRow>(
      `UPDATE contact_message SET mail_attempts = mail_attempts + 1, mail_claimed_at = now()
       WHERE id = $1 AND delivery = 'single' AND mail_sent_at IS NULL AND mail_attempts < $2
         AND (mail_claimed_at IS NULL OR mail_claimed_at < now() - ${CLAIM_LEASE})
       RETURNING id, name, email, subject, message, created_at, mail_attempts`,
      [id, this.options.maxAttempts],
    );
    if (!message) return;
    try {
      await this.mailer.send(messageMail(message, { from: this.options.from, to: this.options.inbox }));
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

  /** Logs at most one line of each kind per WARNING_EVERY_MS, with how often it happened since the last one. */
  private warn(kind: string, fields: object, message: string, level: 'warn' | 'info' = 'warn'): void {
    const now = Date.now();
    const last = this.warnings.get(kind) ?? { at: 0, times: 0 };
    const times = last.times + 1;
    if (now - last.at < WARNING_EVERY_MS) {
      this.warnings.set(kind, { at: last.at, times });
      return;
    }
    this.warnings.set(kind, { at: now, times: 0 });
    this.options.log[level]({ ...fields, times }, message);
  }

  /** Resolves when the e-mails being sent are sent or have failed (tests, shutdown). */
  async idle(): Promise<void> {
    await this.sends.idle();
  }
}
