import { getJson, readyJson } from '@sencha/platform';
import type { Faq } from '@sencha/shared/contract';
import { useResource } from '@sencha/ui-kit';

export const FAQ_PATH = '/api/faq';

export type FaqState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; faqs: readonly Faq[] };

const isFaq = (entry: unknown): entry is Faq =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as Faq).question === 'string' &&
  typeof (entry as Faq).answer === 'string' &&
  typeof (entry as Faq).position === 'number';

/** The answer is not trusted to be sorted, nor to be a list: anything else is a failure, not a blank page. */
function faqsOf(body: unknown): Faq[] {
  if (!Array.isArray(body)) throw new Error('The FAQ answer is not a list.');
  const faqs = body.filter(isFaq);
  // A list of nothing but broken entries is a broken answer, not an empty FAQ.
  if (faqs.length === 0 && body.length > 0) throw new Error('The FAQ answer has no well-formed entry.');
  if (faqs.length < body.length)
    console.error(`The FAQ answer had ${body.length - faqs.length} malformed entries; they are not shown.`);
  return faqs.sort((a, b) => a.position - b.position);
}

async function loadFaqs(path: string, signal: AbortSignal): Promise<Faq[]> {
  try {
    return faqsOf(await getJson<unknown>(path, signal));
  } catch (error) {
    if (!signal.aborted) console.error('The FAQs could not be loaded.', error);
    throw error;
  }
}

/** An answer already in (the server's, or the boot's): checked as a fetched one is. */
function readyFaqs(path: string): Faq[] | undefined {
  const body = readyJson<unknown>(path);
  return body === undefined ? undefined : faqsOf(body);
}

/** GET /api/faq, sorted by position (ascending). A failure is logged; the page shows its error block. */
export function useFaqs(): FaqState {
  const { data, error, loading } = useResource<Faq[]>(FAQ_PATH, loadFaqs, readyFaqs);
  if (loading) return { status: 'loading' };
  if (error || !data) return { status: 'failed' };
  return { status: 'loaded', faqs: data };
}
