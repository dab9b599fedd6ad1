import path from 'node:path';
import { API_ROOT, DEFAULT_QA_KEY_FILE } from '../paths';

/** The longest a QA pass (and so a QA session) may last: a leaked link is useless after a day at most. */
export const QA_PASS_MAX_HOURS = 24;
/** A working day: long enough for a QA session, short enough that a forgotten browser leaves QA mode. */
export const QA_PASS_DEFAULT_HOURS = 8;
/** The shortest QA_PASS_SECRET accepted: 32 characters, as from `openssl rand -hex 16` or more. */
export const QA_SECRET_MIN_LENGTH = 32;

export interface QaSettings {
  /** QA_PASS_SECRET: the HMAC key of QA passes; unset, the key file's content is the key. */
  secret: string | undefined;
  /** QA_PASS_KEY_FILE: created with a random key on first use (mode 0600), read afterwards. */
  keyFile: string;
  /** QA_PASS_TTL_HOURS: how long a pass lasts when its issuer does not say. */
  defaultTtlHours: number;
}

/**
 * The QA pass settings (docs/qa-overrides.md), apart from loadConfig so that `npm run qa-link` reads exactly
 * these without the rest of the API's settings. A bad value stops the start with a one-line message.
 */
export function qaSettings(env: NodeJS.ProcessEnv): QaSettings {
  const secret = env.QA_PASS_SECRET || undefined;
  if (secret !== undefined && secret.length < QA_SECRET_MIN_LENGTH)
    throw new Error(
      `QA_PASS_SECRET must be at least ${QA_SECRET_MIN_LENGTH} characters long (e.g. the output of openssl rand -hex 32).`,
    );
  const hours = env.QA_PASS_TTL_HOURS;
  let defaultTtlHours = QA_PASS_DEFAULT_HOURS;
  if (hours !== undefined && hours !== '') {
    defaultTtlHours = Number(hours);
    if (!Number.isInteger(defaultTtlHours) || defaultTtlHours < 1 || defaultTtlHours > QA_PASS_MAX_HOURS)
      throw new Error(
        `QA_PASS_TTL_HOURS must be a whole number of hours from 1 to ${QA_PASS_MAX_HOURS}, got '${hours}'`,
      );
  }
  const file = env.QA_PASS_KEY_FILE;
  // Relative paths are taken from the api/ folder, like DATA_DIR: the working directory never matters.
  const keyFile = file === undefined || file === '' ? DEFAULT_QA_KEY_FILE : path.resolve(API_ROOT, file);
  return { secret, keyFile, defaultTtlHours };
}
