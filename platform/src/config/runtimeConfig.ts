/**
 * Runtime configuration, read from `config.json` next to the shell at boot so that no key or host is baked
 * into a bundle: one build runs in every environment.
 */
export interface RuntimeConfig {
  /** Prefix put before every `/api/...` call; empty means the shell's own origin. */
  apiBase: string;
  stripePublishableKey: string | null;
  mapsApiKey: string | null;
  sentryDsn: string | null;
  /** Sentry sample rates, 0 to 1 (1.0 keeps every trace and replay); see docs/observability.md. */
  sentryTracesSampleRate: number;
  sentryReplaysSessionSampleRate: number;
  sentryReplaysOnErrorSampleRate: number;
  /** Session replay (OpenReplay) project key and ingest URL; null: nothing of it loads. */
  openReplayProjectKey: string | null;
  openReplayIngestPoint: string | null;
  /** Microsoft Clarity project id; null: nothing of it loads. */
  clarityProjectId: string | null;
  /** Browser log level, 0 (trace) to 7 (off); 2 logs info, warnings and errors (platform/src/logging/logger.ts). */
  logLevel: number;
  flagsmithEnvironmentId: string | null;
  flagsmithApiUrl: string | null;
  /** Static asset host that file-host and /assets/ image addresses are rewritten to; null keeps them. */
  staticImageHost: string | null;
  /** File-host address prefix (e.g. the bucket URL) whose images are rewritten to the static host's rt path. */
  fileHost: string | null;
  /** Image transforms are on unless the environment turns them off (or the flag does). */
  imageTransforms: boolean;
  /** Optional host or path put before `/cdn-cgi/image/`. */
  imageTransformPrefix: string;
  /** Where the contact form posts (a workflow URL); null posts to the API's contact route. */
  contactWorkflowUrl: string | null;
  /** Shop e-mail shown in policies and errors. */
  supportEmail: string;
  ordersEmail: string;
  /** Canonical origin of the public site, used for canonical URLs and share images. */
  siteUrl: string | null;
  environment: string;
  /** QA remote overrides (`?mf.<remote>=<manifest-url>`): see docs/qa-overrides.md. */
  qaOverrides: QaOverrideSettings;
}

export interface QaOverrideSettings {
  /** Off unless the deployment turns it on: an override runs another build's code in the shop's origin. */
  enabled: boolean;
  /** Origins a manifest may come from; null means the origins of remotes.json plus loopback. */
  allowedOrigins: string[] | null;
  /** How long an override is kept, in hours. */
  ttlHours: number;
}

export const DEFAULT_QA_OVERRIDES: QaOverrideSettings = {
  enabled: false,
  allowedOrigins: null,
  ttlHours: 24,
};

/** config.json is edited by hand: a malformed qaOverrides block falls back to the safe defaults, field by field. */
function qaOverrideSettings(value: unknown): QaOverrideSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_QA_OVERRIDES;
  const { enabled, allowedOrigins, ttlHours } = value as Record<string, unknown>;
  return {
    enabled: enabled === true,
    allowedOrigins:
      Array.isArray(allowedOrigins) && allowedOrigins.every((origin) => typeof origin === 'string')
        ? allowedOrigins
        : null,
    ttlHours:
      typeof ttlHours === 'number' && Number.isFinite(ttlHours) && ttlHours > 0
        ? ttlHours
        : DEFAULT_QA_OVERRIDES.ttlHours,
  };
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '',
  stripePublishableKey: null,
  mapsApiKey: null,
  sentryDsn: null,
  sentryTracesSampleRate: 1,
  sentryReplaysSessionSampleRate: 1,
  sentryReplaysOnErrorSampleRate: 1,
  openReplayProjectKey: null,
  openReplayIngestPoint: null,
  clarityProjectId: null,
  logLevel: 2,
  flagsmithEnvironmentId: null,
  flagsmithApiUrl: null,
  staticImageHost: null,
  fileHost: null,
  imageTransforms: true,
  imageTransformPrefix: '',
  contactWorkflowUrl: null,
  supportEmail: 'hello@senchatea.com.au',
  ordersEmail: 'orders@senchatea.com.au',
  siteUrl: null,
  environment: 'development',
  qaOverrides: DEFAULT_QA_OVERRIDES,
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** A hand-edited number outside [min, max] (or not a number) falls back to the default. */
function numberIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : fallback;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  const d = DEFAULT_RUNTIME_CONFIG;
  current = {
    ...d,
    ...config,
    sentryTracesSampleRate: numberIn(config.sentryTracesSampleRate, 0, 1, d.sentryTracesSampleRate),
    sentryReplaysSessionSampleRate: numberIn(
      config.sentryReplaysSessionSampleRate,
      0,
      1,
      d.sentryReplaysSessionSampleRate,
    ),
    sentryReplaysOnErrorSampleRate: numberIn(
      config.sentryReplaysOnErrorSampleRate,
      0,
      1,
      d.sentryReplaysOnErrorSampleRate,
    ),
    logLevel: numberIn(config.logLevel, 0, 7, d.logLevel),
    qaOverrides: qaOverrideSettings(config.qaOverrides),
  };
  return current;
}

/** Loads `config.json`; a missing or broken file leaves the defaults (logged), never a blank page. */
export async function loadRuntimeConfig(
  url = 'config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error(`${url} is not an object`);
    return setRuntimeConfig(body as Partial<RuntimeConfig>);
  } catch (error) {
    console.warn('Runtime config not loaded; using defaults.', error);
    return setRuntimeConfig({});
  }
}
