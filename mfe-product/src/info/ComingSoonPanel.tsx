import { useId } from 'react';
import { NewsletterForm } from '@sencha/ui-kit/ui';
import styles from './ComingSoonPanel.module.css';

/** Shown instead of the buying controls while a product is not on sale yet. */
export function ComingSoonPanel({ productName }: { productName: string }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Coming Soon!
      </h2>
      <p className={styles.text}>
        {productName} is not on sale yet. Subscribe to The First Steep and be the first to know when it
        arrives.
      </p>
      <NewsletterForm
        idPrefix="coming-soon-newsletter"
        source="tea-item-coming-soon"
        heading=""
        description=""
      />
    </section>
  );
}
