import type { Faq } from '@sencha/shared/contract';
import { markdownSnippet } from '@sencha/ui-kit';

/** schema.org FAQPage for the questions shown, so search engines can show them as rich results. */
export function faqPageJsonLd(faqs: readonly Faq[]): object | null {
  if (faqs.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: markdownSnippet(faq.answer) },
    })),
  };
}
