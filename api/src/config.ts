import path from 'node:path';
import { API_ROOT, DEFAULT_DATA_DIR, DEFAULT_IMAGE_DIR } from './paths';

export interface AppConfig {
  port: number;
  host: string;
  /** '' or a path beginning with '/' and without a trailing slash, e.g. '/api'. */
  apiPrefix: string;
  /** PostgreSQL connection string; undefined selects the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or 'memory://' for an in-memory database. */
  dataDir: string;
  /** Where generated catalogue images and transform results are written. */
  imageDir: string;
  corsOrigins: string[];
  blogFeedUrl: string | undefined;
  blogFeedTimeoutMs: number;
  blogFeedTtlMs: number;
  logLevel: string;
  nodeEnv: string;
  /** How often the catalogue cache checks the database's data version (ms). */
  catalogPollMs: number;
  /** Pre-render every catalogue image in the background after start. */
  prewarmImages: boolean;
  /** Seed an empty database at start. */
  autoSeed: boolean;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function normalisePrefix(prefix: string | undefined): string {
  if (prefix === undefined) return '/api';
  const trimmed = prefix.trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function resolveDir(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (value.startsWith('memory://')) return value;
  // Relative paths are taken from the api/ folder so that the working directory never matters.
  return path.resolve(API_ROOT, value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port: int(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    apiPrefix: normalisePrefix(env.API_PREFIX),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolveDir(env.DATA_DIR, DEFAULT_DATA_DIR),
    imageDir: resolveDir(env.IMAGE_DIR, DEFAULT_IMAGE_DIR),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    blogFeedUrl: env.BLOG_FEED_URL || undefined,
    blogFeedTimeoutMs: int(env.BLOG_FEED_TIMEOUT_MS, 3000, 'BLOG_FEED_TIMEOUT_MS'),
    blogFeedTtlMs: int(env.BLOG_FEED_TTL_MS, 10 * 60 * 1000, 'BLOG_FEED_TTL_MS'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    nodeEnv,
    catalogPollMs: int(env.CATALOG_POLL_MS, 2000, 'CATALOG_POLL_MS'),
    prewarmImages: bool(env.PREWARM_IMAGES, nodeEnv !== 'test'),
    autoSeed: bool(env.AUTO_SEED, true),
  };
}
