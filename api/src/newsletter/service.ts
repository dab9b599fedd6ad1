import crypto from 'node:crypto';
import type { NewsletterLinkAction } from '@sencha/shared/contract';
import { NEWSLETTER_LINK_INVALID as INVALID_LINK } from '@sencha/shared/newsletter-messages';
import type { FastifyBaseLogger } from 'fastify';
import { backgroundFailure, type ErrorReporter } from '../http/errorReporting';
import type { Database } from '../db/database';
import { ValidationError } from '../core/errors';
import { BackgroundSends } from '../mail/backgroundSends';
import type { Mailer } from '../mail/mailer';

/** A token is for one action only: a confirm token cannot unsubscribe, nor the reverse. */
export type TokenAction = NewsletterLinkAction;

export interface NewsletterOptions {
  /** HMAC key for the links; unset: a random key generated once and kept in the database (app_setting). */
  secret: string | undefined;
  confirmTtlMs: number;
  /** At most one confirmation e-mail per address per this period. */
  resendIntervalMs: number;
  /** Base URL of the newsletter routes, e.g. https://shop.example/api/communications/newsletter. */
  api: string;
  /** Base URL of the storefront's newsletter pages, e.g. https://shop.example/the-first-steep. */
  pages: string;
  log: FastifyBaseLogger;
  /** Where background failures are reported besides the log (docs/observability.md#api-errors). */
  reporter?: ErrorReporter;
}

/** Unsubscribe links keep working for a year: every mail carries a fresh one. */
export const UNSUBSCRIBE_TTL_MS = 365 * 24 * 3600_000;
export const SUBSCRIBE_MESSAGE =
  'Thank you. Please check your inbox: to protect your address, a subscription starts only once you follow the ' +
  'link in our confirmation e-mail.';

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

interface TokenPayload {
  a: TokenAction;
  e: string;
  /** Expiry, seconds since the epoch. */
  x: number;
}

/**
 * The newsletter with double opt-in. A sign-up answers the same whatever the address's state (nothing reveals
 * who is subscribed); a pending address gets at most one confirmation e-mail per resend interval, sent in the
 * background so that the answer's timing does not tell either. Links are HMAC-signed and expire.
 */
export class NewsletterService {
  private key: Promise<Buffer> | undefined;
  private readonly sends = new BackgroundSends();

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: NewsletterOptions,
  ) {}

  private hmacKey(): Promise<Buffer> {
    this.key ??= (async () => {
      if (this.options.secret) return Buffer.from(this.options.secret, 'utf8');
      await this.db.query(
        `INSERT INTO app_setting (key, value) VALUES ('newsletter_hmac_key', $1) ON CONFLICT (key) DO NOTHING`,
        [crypto.randomBytes(32).toString('base64')],
      );
      const rows = await this.db.query<{ value: string }>(
        `SELECT value FROM app_setting WHERE key = 'newsletter_hmac_key'`,
      );
      return Buffer.from(rows[0]?.value ?? '', 'base64');
    })();
    return this.key;
  }

  private async sign(body: string): Promise<Buffer> {
    return crypto
      .createHmac('sha256', await this.hmacKey())
      .update(`newsletter:${body}`)
      .digest();
  }

  async token(action: TokenAction, email: string, ttlMs: number, now = Date.now()): Promise<string> {
    const payload: TokenPayload = { a: action, e: email, x: Math.floor((now + ttlMs) / 1000) };
    const body = b64(JSON.stringify(payload));
    return `${body}.${b64(await this.sign(body))}`;
  }

  /** The address a token was issued for, or a 400 when it is forged, for another action or expired. */
  async verify(token: string, action: TokenAction, now = Date.now()): Promise<string> {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) throw new ValidationError(INVALID_LINK);
    const expected = await this.sign(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      throw new ValidationError(INVALID_LINK);
    let payload: Partial<TokenPayload>;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    } catch {
      throw new ValidationError(INVALID_LINK);
    }
    if (payload.a !== action || typeof payload.e !== 'string' || typeof payload.x !== 'number')
      throw new ValidationError(INVALID_LINK);
    if (payload.x * 1000 < now) throw new ValidationError(INVALID_LINK);
    return payload.e;
  }

  /** Records a sign-up (email already validated and normalised) and, when due, sends the confirmation e-mail. */
  async subscribe(email: string, source: string): Promise<void> {
    await this.db.query(
      `INSERT INTO newsletter_subscriber (email, source, status, consent_requested_at, consent_source)
       VALUES ($1, $2, 'pending', now(), $2)
       ON CONFLICT (email) DO UPDATE SET
         status = 'pending', consent_requested_at = now(), consent_source = EXCLUDED.consent_source,
         unsubscribed_at = NULL, confirmation_sent_at = NULL
       WHERE newsletter_subscriber.status = 'unsubscribed'`,
      [email, source],
    );
    // Claims the right to mail this address atomically: concurrent sign-ups send one mail at most.
    const claimed = await this.db.query<{ id: number }>(
      `UPDATE newsletter_subscriber SET confirmation_sent_at = now()
       WHERE email = $1 AND status = 'pending'
         AND (confirmation_sent_at IS NULL
              OR confirmation_sent_at <= now() - ($2::double precision * interval '1 millisecond'))
       RETURNING id`,
      [email, this.options.resendIntervalMs],
    );
    if (claimed.length === 0) return;
    this.sends.start(
      () => this.sendConfirmation(email),
      backgroundFailure(
        this.options,
        'newsletter-confirmation-email',
        'newsletter confirmation e-mail failed',
      ),
    );
  }

  /**
   * The links of a confirmation e-mail. Confirm and unsubscribe open storefront pages whose button posts to the
   * API: a GET never changes a subscription, so mail scanners that follow links cannot confirm or unsubscribe
   * anyone. The List-Unsubscribe header points at the API route itself, for the one-click POST of RFC 8058.
   */
  async links(email: string): Promise<{ confirm: string; unsubscribe: string; oneClick: string }> {
    const confirm = encodeURIComponent(await this.token('confirm', email, this.options.confirmTtlMs));
    const unsubscribe = encodeURIComponent(await this.token('unsubscribe', email, UNSUBSCRIBE_TTL_MS));
    return {
      confirm: `${this.options.pages}/confirm?token=${confirm}`,
      unsubscribe: `${this.options.pages}/unsubscribe?token=${unsubscribe}`,
      oneClick: `${this.options.api}/unsubscribe?token=${unsubscribe}`,
    };
  }

  /** The storefront page for an action: where a GET of an API link (an old e-mail, a mail client) is sent. */
  pageFor(action: TokenAction, token: string): string {
    return `${this.options.pages}/${action}?token=${encodeURIComponent(token)}`;
  }

  private async sendConfirmation(email: string): Promise<void> {
    const { confirm, unsubscribe, oneClick } = await this.links(email);
    const hours = Math.round(this.options.confirmTtlMs / 3600_000);
    await this.mailer.send({
      to: email,
      subject: 'Please confirm your subscription to The First Steep',
      text: [
        'Hello,',
        '',
        'Someone (we hope you) asked to receive The First Steep, the Sencha Tea digest of new teas, brewing',
        'guides and offers, at this address. To confirm, follow this link:',
        '',
        confirm,
        '',
        `The link is valid for ${hours} hours. If you did not ask for this, ignore this e-mail: you will not`,
        'hear from us again.',
        '',
        `Unsubscribe at any time: ${unsubscribe}`,
        '',
        'Sencha Tea - True Teas for Masters',
      ].join('\n'),
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  async confirm(token: string): Promise<void> {
    const email = await this.verify(token, 'confirm');
    const rows = await this.db.query<{ status: string }>(
      `UPDATE newsletter_subscriber
       SET status = CASE WHEN status = 'pending' THEN 'confirmed' ELSE status END,
           confirmed_at = CASE WHEN status = 'pending' THEN now() ELSE confirmed_at END
       WHERE email = $1 RETURNING status`,
      [email],
    );
    // Confirming twice is fine; a link of an address since unsubscribed (or erased) does not subscribe it again.
    if (rows[0]?.status !== 'confirmed') throw new ValidationError(INVALID_LINK);
  }

  async unsubscribe(token: string): Promise<void> {
    const email = await this.verify(token, 'unsubscribe');
    await this.db.query(
      `UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = now()
       WHERE email = $1 AND status <> 'unsubscribed'`,
      [email],
    );
  }

  /** Resolves when the e-mails being sent are sent (tests, shutdown). */
  idle(): Promise<void> {
    return this.sends.idle();
  }
}
