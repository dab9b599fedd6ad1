import { JsonLd, Markdown, canonicalUrl, usePageMetadata } from '@sencha/ui-kit';
import { CONTENT_PATHS } from '@sencha/shared/site-paths';
import { Accordion, Notice, Skeleton } from '@sencha/ui-kit/ui';
import { Link } from '@sencha/platform/react-router';
import { PageHeader } from '../header/PageHeader';
import { faqPageJsonLd } from '../faq/faqStructuredData';
import { useFaqs } from '../faq/useFaqs';
import styles from './FaqPage.module.css';

export const FAQ_TITLE = 'Frequently Asked Questions';
export const FAQ_SUBTITLE = 'Find answers to common questions about our tea and services';
export const FAQ_LOAD_ERROR = 'Unable to load FAQs. Please try again later.';
/** The FAQ opens and closes faster than the other accordions (docs/product-rules/content.md#faq). */
export const FAQ_ACCORDION_MS = 200;

export default function FaqPage() {
  const state = useFaqs();
  usePageMetadata({
    title: FAQ_TITLE,
    url: canonicalUrl(CONTENT_PATHS.faq),
    description:
      'Answers to common questions about Sencha Tea: our teas, brewing, orders, shipping and returns.',
  });

  return (
    <article className={styles.page} aria-labelledby="faq-title">
      <PageHeader id="faq-title" title={FAQ_TITLE} lead={FAQ_SUBTITLE} />
      {state.status === 'loading' && (
        <Skeleton variant="block" lines={3} height={56} label="Loading the questions…" />
      )}
      {state.status === 'failed' && (
        <Notice tone="error">
          <p>{FAQ_LOAD_ERROR}</p>
        </Notice>
      )}
      {state.status === 'loaded' && state.faqs.length === 0 && (
        <Notice tone="info">
          <p>
            There are no questions here yet. Ask us yours on the <Link to="/contact">contact page</Link>.
          </p>
        </Notice>
      )}
      {state.status === 'loaded' && state.faqs.length > 0 && (
        <Accordion
          showToggleAll
          headingLevel={2}
          durationMs={FAQ_ACCORDION_MS}
          items={state.faqs.map((faq, index) => ({
            // The index keeps two rows with the same position and question apart.
            id: `faq-${index}-${faq.position}`,
            title: faq.question,
            content: <Markdown>{faq.answer}</Markdown>,
          }))}
        />
      )}
      <JsonLd data={state.status === 'loaded' ? faqPageJsonLd(state.faqs) : null} id="faq-page-jsonld" />
    </article>
  );
}
