import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { type Addresses, type StoredMessage, digestMail } from './mails';

export interface DigestOptions {
  addresses: Addresses;
  /** CONTACT_DIGEST_INTERVAL_MS: at most one new digest per this period. */
  intervalMs: number;
  /** Attempts per digest before giving up (each retried by the checkout sweep). */
  maxAttempts: number;
  log: FastifyBaseLogger;
}

/** Arbitrary constant for pg_advisory_xact_lock (the hourly budget's is 72_410_032): one digest claim at a time. */
const DIGEST_LOCK = 72_410_034;
/**
 * How long a sender's claim on a message or a digest lasts: longer than a send can take (nodemailer gives up on
 * an SMTP server after 2 minutes to connect, 10 idle), so only a sender that crashed mid-send loses it to another.
 */
export const CLAIM_LEASE = `interval '15 minutes'`;
/**
 * The text one digest holds at most (UTF-8 bytes of name, address, subject and message): about 5.5 MB once
 * encoded for mail, under the 10 MB many mail servers take. What does not fit waits for the next digest.
 */
export const DIGEST_MAX_BYTES = 4 * 1024 * 1024;

/** The messages waiting for a digest. */
const WAITING = `SELECT id FROM contact_message WHERE delivery = 'digest' AND digest_id IS NULL AND mail_sent_at IS NULL`;

interface Claim {
  id: string;
  attempts: number;
}

/**
 * The contact digest (docs/operations.md#contact-messages): the messages stored beyond the hourly mail budget
 * are e-mailed together, one digest per period. sendDue() is the periodic job (the checkout sweep calls it
 * through ContactService.retryUnsent): safe to run twice at once, on one server or two, since a digest is
 * claimed in the database (an attempt and a lease) before it is mailed, and a message is marked sent only with
 * its digest. A failed digest is sent again, with the same messages, before a new one is made.
 */
export class ContactDigests {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: DigestOptions,
  ) {}

  /** Mails the digest that is due, if any; answers the number of messages it mailed. */
  async sendDue(): Promise<number> {
    // The usual answer, 'nothing to do', from one read: no transaction (nor its WAL flush) every sweep.
    const [work] = await this.db.query<{ due: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM contact_digest WHERE mail_sent_at IS NULL AND mail_attempts < $1)
           OR EXISTS (${WAITING} LIMIT 1) AS due`,
      [this.options.maxAttempts],
    );
    if (!work?.due) return 0;
    const claim = await this.db.transaction((tx) => this.claim(tx));
    if (!claim) return 0;
    const messages = await this.db.query<StoredMessage>(
      `SELECT id, name, email, subject, message, created_at FROM contact_message
       WHERE digest_id = $1 AND mail_sent_at IS NULL ORDER BY created_at, id`,
      [claim.id],
    );
    if (messages.length > 0) {
      try {
        await this.mailer.send(digestMail(messages, this.options.addresses));
      } catch (error) {
        // Frees the digest for the sweep's next attempt; if even that fails, the lease ends it later.
        await this.db
          .query('UPDATE contact_digest SET mail_claimed_at = NULL WHERE id = $1', [claim.id])
          .catch(() => undefined);
        if (claim.attempts >= this.options.maxAttempts)
          this.options.log.error(
            { contactDigestId: claim.id, attempts: claim.attempts, messages: messages.length },
            'contact digest not e-mailed: attempts used up (docs/operations.md#contact-messages)',
          );
        throw error;
      }
    }
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE contact_digest SET mail_sent_at = now(), mail_claimed_at = NULL WHERE id = $1', [
        claim.id,
      ]);
      await tx.query(
        'UPDATE contact_message SET mail_sent_at = now() WHERE digest_id = $1 AND mail_sent_at IS NULL',
        [claim.id],
      );
    });
    if (messages.length > 0)
      this.options.log.info({ contactDigestId: claim.id, messages: messages.length }, 'contact digest sent');
    return messages.length;
  }

  /** The digest to send now: a failed one with attempts left, else a new one when the period allows it. */
  private async claim(tx: Queryable): Promise<Claim | null> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DIGEST_LOCK]);
    const [open] = await tx.query<{ id: string; leased: boolean }>(
      `SELECT id, (mail_claimed_at IS NOT NULL AND mail_claimed_at >= now() - ${CLAIM_LEASE}) AS leased
       FROM contact_digest WHERE mail_sent_at IS NULL AND mail_attempts < $1
       ORDER BY created_at LIMIT 1`,
      [this.options.maxAttempts],
    );
    // Being sent by another sweep: nothing to do here.
    if (open?.leased) return null;
    if (open) {
      const [retry] = await tx.query<{ mail_attempts: number }>(
        `UPDATE contact_digest SET mail_attempts = mail_attempts + 1, mail_claimed_at = now() WHERE id = $1
         RETURNING mail_attempts`,
        [open.id],
      );
      return { id: open.id, attempts: retry?.mail_attempts ?? this.options.maxAttempts };
    }
    const [recent] = await tx.query(
      `SELECT 1 FROM contact_digest WHERE created_at > now() - ($1::bigint * interval '1 millisecond') LIMIT 1`,
      [this.options.intervalMs],
    );
    if (recent) return null;
    const [waiting] = await tx.query(`${WAITING} LIMIT 1`);
    if (!waiting) return null;
    const id = crypto.randomUUID();
    await tx.query('INSERT INTO contact_digest (id, mail_attempts, mail_claimed_at) VALUES ($1, 1, now())', [
      id,
    ]);
    // The waiting messages, oldest first, as many as DIGEST_MAX_BYTES holds (the first always).
    const taken = await tx.query(
      `UPDATE contact_message SET digest_id = $1 WHERE id IN (
         SELECT id FROM (
           SELECT id, row_number() OVER w AS n,
             sum(octet_length(name) + octet_length(email) + octet_length(subject) + octet_length(message)) OVER w
               AS bytes
           FROM contact_message
           WHERE delivery = 'digest' AND digest_id IS NULL AND mail_sent_at IS NULL
           WINDOW w AS (ORDER BY created_at, id)
         ) waiting
         WHERE n = 1 OR bytes <= $2)
       RETURNING id`,
      [id, DIGEST_MAX_BYTES],
    );
    if (taken.length > 0) return { id, attempts: 1 };
    // The stored-message cap (./service.ts) deleted them meanwhile: no digest, so the period does not start.
    await tx.query('DELETE FROM contact_digest WHERE id = $1', [id]);
    return null;
  }
}
