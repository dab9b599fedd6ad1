import { Type, type Static } from '@sinclair/typebox';
import envSchema from 'env-schema';

/**
 * The render server's settings (docs/server-rendering.md#settings), checked by env-schema as the API's are: a bad
 * value stops the start with one line naming the variable.
 */
const SettingsSchema = Type.Object({
  SSR_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3006 }),
  SSR_HOST: Type.String({ default: '127.0.0.1' }),
  /** Where the shop's files are served: remotes.json, config.json and the remotes' manifests. */
  STATIC_ORIGIN: Type.String({ default: 'http://127.0.0.1:3000' }),
  API_URL: Type.String({ default: 'http://127.0.0.1:4000' }),
  /** The shop's public address (share tags; same-origin manifest paths are read from STATIC_ORIGIN). */
  PUBLIC_URL: Type.String({ default: 'http://localhost:3000' }),
  SSR_AREA_BUDGET_MS: Type.Integer({ minimum: 10, maximum: 5000, default: 150 }),
  SSR_MAX_WORKERS: Type.Integer({ minimum: 1, maximum: 16, default: 4 }),
  /** A worker nobody has asked for this long is stopped: an old snapshot's, after a promotion. */
  SSR_WORKER_IDLE_MS: Type.Integer({ minimum: 1000, default: 120_000 }),
});

export type Settings = Static<typeof SettingsSchema>;

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const settings = envSchema<Settings>({ schema: SettingsSchema, data: env, dotenv: false });
  const origin = (name: 'STATIC_ORIGIN' | 'API_URL' | 'PUBLIC_URL') => {
    const value = settings[name];
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // Reported below, with the variable's name.
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
      throw new Error(`${name} must be an http(s) address without query or fragment, got "${value}"`);
    return value.replace(/\/+$/, '');
  };
  return {
    ...settings,
    STATIC_ORIGIN: origin('STATIC_ORIGIN'),
    API_URL: origin('API_URL'),
    PUBLIC_URL: origin('PUBLIC_URL'),
  };
}
