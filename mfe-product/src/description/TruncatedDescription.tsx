import { DEFAULT_TRUNCATE_CHARS, TruncatedText } from '@sencha/ui-kit/ui';
import styles from './DescriptionSections.module.css';

/**
 * The description cut to 35 characters (docs/product-rules/messages-and-limits.md#limits) with a 'Show more' / 'Show less'
 * toggle.
 */
export function TruncatedDescription({ markdown }: { markdown: string }) {
  return (
    <div className={styles.description} data-testid="description">
      <TruncatedText text={markdown} chars={DEFAULT_TRUNCATE_CHARS} markdown />
    </div>
  );
}
