/**
 * `npm run qa-link`'s logic (docs/qa-overrides.md), apart from the process so that tests run it against a real
 * API: with ADMIN_TOKEN and a running API the API issues the pass (the operator route); otherwise it is signed
 * here with the API's own key, which works with a plain `npm start` and no token.
 */
import { normalisePrefix } from '../config';
import { qaLink } from '../qa/links';
import type { QaLink } from '../qa/links';
import { loadQaKey } from '../qa/pass';
import { QA_PASS_MAX_HOURS, qaSettings } from '../qa/settings';

export const QA_LINK_USAGE = `Usage: npm run qa-link [-- --hours N]
Prints a QA pass link: opened in a browser, it offers to enter QA mode there (docs/qa-overrides.md).
  --hours N   how long the pass lasts (default QA_PASS_TTL_HOURS or 8, at most ${QA_PASS_MAX_HOURS})
Environment: ADMIN_TOKEN and API_URL (default http://127.0.0.1:4000) to ask the running API; without them,
or when the API does not answer, it is signed here with QA_PASS_SECRET or QA_PASS_KEY_FILE, the API's key.
PUBLIC_URL (default http://localhost:3000) is the shop the link opens.`;

export interface QaLinkResult {
  /** 0 done, 1 refused or failed, 2 usage. */
  code: number;
  /** For stdout: the link alone on success, so that scripts can take it as it is. */
  output: string;
  /** For stderr: the expiry and how the pass was made. */
  note?: string;
}

function parseHours(argv: readonly string[]): number | undefined | 'usage' {
  let hours: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = arg === '--hours' ? argv[++i] : arg.startsWith('--hours=') ? arg.slice(8) : null;
    if (value === null || value === undefined || value.trim() === '') return 'usage';
    hours = Number(value);
    if (!Number.isFinite(hours) || hours <= 0 || hours > QA_PASS_MAX_HOURS) return 'usage';
  }
  return hours;
}

/** The operator route's answer, or null when no API answers there (not running, or without ADMIN_TOKEN). */
async function fromApi(
  env: NodeJS.ProcessEnv,
  prefix: string,
  hours: number | undefined,
): Promise<QaLink | QaLinkResult | null> {
  const base = (env.API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}${prefix}/admin/qa-passes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(hours === undefined ? {} : { ttlHours: hours }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return null;
  }
  const json: unknown = await response.json().catch(() => null);
  // 404: this API was started without ADMIN_TOKEN, so it has no operator routes; its key still signs.
  if (response.status === 404) return null;
  if (!response.ok) {
    const message = (json as { message?: string } | null)?.message ?? response.statusText;
    return { code: 1, output: `The API refused to issue a QA pass: ${response.status}: ${message}` };
  }
  return json as QaLink;
}

function validity(link: QaLink, how: string): string {
  return `Valid until ${link.expiresAt} (${how}). Open it in the browser to put in QA mode and press "Enter QA mode".`;
}

export async function qaLinkCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  now = Date.now(),
): Promise<QaLinkResult> {
  if (argv.includes('--help') || argv.includes('-h')) return { code: 0, output: QA_LINK_USAGE };
  const hours = parseHours(argv);
  if (hours === 'usage') return { code: 2, output: QA_LINK_USAGE };
  const prefix = normalisePrefix(env.API_PREFIX);
  if (env.ADMIN_TOKEN) {
    const answer = await fromApi(env, prefix, hours);
    if (answer && 'code' in answer) return answer;
    if (answer) return { code: 0, output: answer.url, note: validity(answer, 'issued by the API') };
  }
  const settings = qaSettings(env);
  const { key, source } = loadQaKey(settings);
  const publicUrl = env.PUBLIC_URL || 'http://localhost:3000';
  const link = qaLink(key, hours ?? settings.defaultTtlHours, { publicUrl, apiPrefix: prefix }, now);
  return { code: 0, output: link.url, note: validity(link, `signed here with ${source}`) };
}
