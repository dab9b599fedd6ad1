import { usePageMetadata } from '@sencha/ui-kit';
import { ErrorPanel, WayOn } from '@sencha/ui-kit/ui';
import styles from './TeaDeadEnd.module.css';

export const TEA_NOT_FOUND_HEADING = 'Tea Not Found';
export const TEA_NOT_FOUND_TITLE = `${TEA_NOT_FOUND_HEADING} - Sencha Tea`;

export interface TeaDeadEndProps {
  /** What failed, in the shop's words (docs/product-rules/messages-and-limits.md), kept in the red box. */
  errors: readonly string[];
  /** The slug is invalid or the API has no such tea: only then may search engines drop the address. */
  notFound: boolean;
}

/**
 * A tea item or tea item list that could not be shown: its own title and h1, the error panel and a way on to the
 * shop's sections; kept out of search engines only when there is no such tea, never for a failure that may pass
 * (a 503 during a deploy; docs/product-rules/search.md#search-engines).
 */
export function TeaDeadEnd({ errors, notFound }: TeaDeadEndProps) {
  usePageMetadata({ title: TEA_NOT_FOUND_TITLE, noindex: notFound });
  return (
    <>
      <h1 className={styles.title}>{TEA_NOT_FOUND_HEADING}</h1>
      <ErrorPanel errors={errors} />
      <WayOn />
    </>
  );
}
