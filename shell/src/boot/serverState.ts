import type { ReadyAnswer } from '@sencha/platform';
import { isRecord } from './isRecord';

/**
 * What a server-rendered page hands to the browser beside its HTML (docs/server-rendering.md#the-handover): the
 * live pointer and cohort it composed from, so the browser resolves the same versions (remotes/liveEntry.ts),
 * the API answers it rendered, so the browser reads them instead of fetching them again, and the store's state
 * it rendered from. A JSON script element:
 * the page's CSP runs no inline script, and JSON is only parsed.
 */
export interface ServerState {
  /** remotes.json as the server read it: resolved again in the browser, as untrusted as the file itself. */
  pointer: unknown;
  cohort: number;
  /** By the URL the page's API client asks for (`apiBase` + path), each a successful JSON answer. */
  answers: Record<string, ReadyAnswer>;
  /** The store's state the server rendered from (react-redux `serverState` while hydrating). */
  store: unknown;
  /** The load's seed the render drew from (platform `loadSeed`): hydration draws the same. */
  seed: number;
  /** Whether it rendered the carousel under the page as its lead (an empty cart): hydration does too. */
  carouselLeads: boolean;
}

export const SERVER_STATE_ID = 'sencha-server-state';
/** In the head of a page the server is rendering: its state comes after the page, later than the head. */
export const RENDERED_MARK_NAME = 'sencha-render';
export const RENDERED_MARK = `<meta name="${RENDERED_MARK_NAME}" content="server">`;

/** Whether the server sent this page rendered (its state follows the page). */
export const isServerRendered = (doc: Document): boolean =>
  doc.querySelector(`meta[name="${RENDERED_MARK_NAME}"]`) !== null;

/**
 * Until the document's state has arrived, on a page the server is still sending (the boot script may run before
 * it); null when there is nothing to wait for, so the boot starts in the same task.
 */
export function untilServerState(doc: Document): Promise<void> | null {
  if (doc.readyState !== 'loading' || !isServerRendered(doc)) return null;
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
const MAX_ANSWERS = 8;
/**
 * A seed as platform `loadSeed` takes it (a 32-bit unsigned integer), checked here: the boot script bundles no
 * part of the platform but what it must.
 */
const isSeed = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff;

/** JSON that cannot end the script element it sits in, nor start a comment or a CDATA section. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const serverStateElement = (state: ServerState): string =>
  `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`;

function checkAnswer(value: unknown): ReadyAnswer | null {
  if (!isRecord(value) || typeof value.status !== 'number' || typeof value.durationMs !== 'number')
    return null;
  return { body: value.body, status: value.status, durationMs: value.durationMs };
}

/** The state as the page carries it, checked as untrusted input: anything malformed is no state at all. */
export function parseServerState(text: string): ServerState | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.answers)) return null;
  const { cohort, seed } = value;
  if (typeof cohort !== 'number' || !Number.isInteger(cohort) || cohort < 0 || cohort > 99) return null;
  if (!isSeed(seed)) return null;
  const answers: Record<string, ReadyAnswer> = {};
  const given = Object.entries(value.answers);
  if (given.length > MAX_ANSWERS) return null;
  for (const [path, answer] of given) {
    const checked = checkAnswer(answer);
    if (!checked) return null;
    answers[path] = checked;
  }
  const carouselLeads = value.carouselLeads === true;
  return { pointer: value.pointer, cohort, answers, store: value.store, seed, carouselLeads };
}

/** The server's state in this document, or null for a page the browser renders alone. */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  return element?.textContent ? parseServerState(element.textContent) : null;
}

/** The answers by absolute URL, as the boot's hand-over keeps them (bootFetches.ts). */
export const renderedAnswers = (state: ServerState | null, base: string): Map<string, ReadyAnswer> =>
  new Map(
    Object.entries(state?.answers ?? {}).flatMap(([url, answer]): [string, ReadyAnswer][] => {
      try {
        return [[new URL(url, base).href, { ...answer, rendered: true }]];
      } catch {
        return [];
      }
    }),
  );
