import type { OrderReview } from '@sencha/shared/contract';
import { StarRating } from '@sencha/ui-kit/ui';
import { formatDate } from '../order/status';
import styles from '../order/OrderStatus.module.css';

/** An approved review: read-only. */
export function PublishedReview({ review }: { review: OrderReview & { approvedDate: string } }) {
  return (
    <section className={styles.review} aria-labelledby="published-review">
      <h2 id="published-review" className={styles.subheading}>
        Your review
      </h2>
      <StarRating value={review.starRating} showValue />
      {review.reviewText ? <p className={styles.reviewText}>{review.reviewText}</p> : null}
      <p className={styles.muted}>Published on: {formatDate(review.approvedDate)}</p>
    </section>
  );
}
