import { getRuntimeConfig } from '../config/runtimeConfig';

/**
 * Log levels numbered from 0 (trace) to 7 (off), so one number in config.json says how much is written: a
 * message is written when its level is at least the configured `logLevel`. Level 2 therefore writes info, log,
 * warnings, errors and fatal errors, and drops trace and debug lines. 7 writes nothing. See
 * docs/observability.md#browser-logs.
 */
export const LOG_LEVELS = {
  trace: 0,
  debug: 1,
  info: 2,
  log: 3,
  warn: 4,
  error: 5,
  fatal: 6,
  off: 7,
} as const;

export type LogLevelName = Exclude<keyof typeof LOG_LEVELS, 'off'>;

const sinks: Record<LogLevelName, (...args: unknown[]) => void> = {
  trace: (...args) => console.debug(...args),
  debug: (...args) => console.debug(...args),
  info: (...args) => console.info(...args),
  log: (...args) => console.log(...args),
  warn: (...args) => console.warn(...args),
  error: (...args) => console.error(...args),
  fatal: (...args) => console.error(...args),
};

export function shouldLog(level: LogLevelName, threshold = getRuntimeConfig().logLevel): boolean {
  return LOG_LEVELS[level] >= threshold;
}

function write(level: LogLevelName) {
  return (message: string, ...details: unknown[]): void => {
    if (shouldLog(level)) sinks[level](message, ...details);
  };
}

export const logger = {
  trace: write('trace'),
  debug: write('debug'),
  info: write('info'),
  log: write('log'),
  warn: write('warn'),
  error: write('error'),
  fatal: write('fatal'),
};
