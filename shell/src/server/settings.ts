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
  /** Renders one worker runs at once; past it, pages render in the browser (a stranger's flood stays bounded). */
  SSR_MAX_RENDERS_PER_WORKER: Type.Integer({ minimum: 1, maximum: 256, default: 16 }),
  SSR_WORKER_MEMORY_MB: Type.Integer({ minimum: 64, maximum: 4096, default: 256 }),
  /** Origins besides the shop's whose remotes' server code may run here (comma-separated). */
  SSR_REMOTE_ORIGINS: Type.String({ default: '' }),
  /** A worker nobody has asked for this long is stopped: an old snapshot's, after a promotion. */
  SSR_WORKER_IDLE_MS: Type.Integer({ minimum: 1000, default: 120_000 }),
});

type ParsedSettings = Static<typeof SettingsSchema>;
export type Settings = Omit<ParsedSettings, 'SSR_REMOTE_ORIGINS'> & { SSR_REMOTE_ORIGINS: readonly string[] };

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const settings = envSchema<ParsedSettings>({ schema: SettingsSchema, data: env, dotenv: false });
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
  const remoteOrigins = settings.SSR_REMOTE_ORIGINS.split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      let url: URL | null = null;
      try {
        url = new URL(value);
      } catch {
        // Reported below.
      }
      if (!url || url.origin !== value.replace(/\/+$/, ''))
        throw new Error(`SSR_REMOTE_ORIGINS must list origins such as https://cdn.example, got "${value}"`);
      return url.origin;
    });
  return {
    ...settings,
    SSR_REMOTE_ORIGINS: remoteOrigins,
    STATIC_ORIGIN: origin('STATIC_ORIGIN'),
    API_URL: origin('API_URL'),
    PUBLIC_URL: origin('PUBLIC_URL'),
  };
}
