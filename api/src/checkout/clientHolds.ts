import type { CartValidationResult } from '@sencha/shared/contract';
import type { Queryable } from '../db/database';
import { tooManyUnitsMessage } from '../cart/validation';
import { CartRejected } from './cartRejected';

/**
 * What one client (an address, stored hashed) may hold at checkout, so that one stranger cannot keep the stock
 * from everyone else (docs/commerce.md#what-one-client-can-hold): at most `sessions` open sessions and `units`
 * units across them. A new session first releases the client's oldest sessions until it fits.
 */
/** Open sessions one client may hold: a new one beyond this releases the client's oldest. */
export const MAX_OPEN_SESSIONS_PER_CLIENT = 3;

export interface HoldLimits {
  sessions: number;
  units: number;
}

export interface HeldSession {
  id: string;
  /** 'creating' while its payment session is being made: never released by another checkout. */
  status: 'creating' | 'open';
  units: number;
}

/** The client's open sessions, newest first, with the units each holds. */
export function heldSessions(db: Queryable, clientKey: string): Promise<HeldSession[]> {
  return db.query<HeldSession>(
    `SELECT s.id, s.status, COALESCE(SUM(l.quantity), 0)::int AS units
     FROM checkout_session s LEFT JOIN checkout_session_line l ON l.session_id = s.id
     WHERE s.client_key = $1 AND s.released_at IS NULL AND s.status IN ('creating', 'open')
     GROUP BY s.id, s.created_at ORDER BY s.created_at DESC`,
    [clientKey],
  );
}

/**
 * The sessions to release before a new one of `units`: the newest are kept while the kept ones and the new one
 * stay within both limits; every older one goes, but a session still being created is never released (its
 * shopper is about to get its payment form): it counts, and the check under the lock decides.
 */
export function sessionsToRelease(held: readonly HeldSession[], units: number, limits: HoldLimits): string[] {
  let keptUnits = units;
  let keptSessions = 1;
  let full = false;
  const release: string[] = [];
  for (const session of held) {
    full ||= keptSessions >= limits.sessions || keptUnits + session.units > limits.units;
    if (full && session.status === 'open') release.push(session.id);
    else {
      keptUnits += session.units;
      keptSessions += 1;
    }
  }
  return release;
}

/** The advisory lock class of a client's reservations (the two-key form keeps it apart from other locks). */
const CLIENT_LOCK_CLASS = 72410040;

/**
 * Inside the reservation's transaction: waits for any other reservation of the same client, then answers the
 * sessions and units it holds. With the lock, two checkouts racing from one address cannot both fit.
 */
export async function lockedHold(
  tx: Queryable,
  clientKey: string,
): Promise<{ sessions: number; units: number }> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CLIENT_LOCK_CLASS, clientKey]);
  const held = await heldSessions(tx, clientKey);
  return { sessions: held.length, units: held.reduce((sum, session) => sum + session.units, 0) };
}

/**
 * Makes room and reserves; when another checkout of the client took the room meanwhile, makes room once more
 * and tries again, then refuses the cart.
 */
export async function reserveWithRoom<T>(
  makeRoom: () => Promise<void>,
  reserve: () => Promise<T>,
  maxUnits: number,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    await makeRoom();
    try {
      return await reserve();
    } catch (error) {
      if (!(error instanceof HoldLimitReached)) throw error;
      if (attempt > 0) throw new CartRejected(holdLimitResult(maxUnits));
    }
  }
}

export class HoldLimitReached extends Error {
  constructor() {
    super('hold limit reached');
  }
}

/** The refusal, in the cart validation's shape (its total's message says what to do). */
export function holdLimitResult(units: number): CartValidationResult {
  return {
    items: {},
    totalAmount: {
      status: 'error',
      message: tooManyUnitsMessage(units),
    },
  };
}
