import { getJson, type Faq } from '@sencha/platform';
import { useResource } from '@sencha/ui-kit';

export const FAQ_PATH = '/api/faq';

export type FaqState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; faqs: readonly Faq[] };

/** The answer is not trusted to be sorted, nor to be a list: anything else is a failure, not a blank page. */
async function loadFaqs(path: string, signal: AbortSignal): Promise<Faq[]> {
  let body: unknown;
  try {
    body = await getJson<unknown>(path, signal);
    if (!Array.isArray(body)) throw new Error('The FAQ answer is not a list.');
  } catch (error) {
    if (!signal.aborted) console.error('The FAQs could not be loaded.', error);
    throw error;
  }
  const faqs = body.filter(
    (entry): entry is Faq =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Faq).question === 'string' &&
      typeof (entry as Faq).answer === 'string' &&
      typeof (entry as Faq).position === 'number',
  );
  return faqs.sort((a, b) => a.position - b.position);
}

/** GET /api/faq, sorted by position (ascending). A failure is logged; the page shows its error block. */
export function useFaqs(): FaqState {
  const { data, error, loading } = useResource<Faq[]>(FAQ_PATH, loadFaqs);
  if (loading) return { status: 'loading' };
  if (error || !data) return { status: 'failed' };
  return { status: 'loaded', faqs: data };
}
