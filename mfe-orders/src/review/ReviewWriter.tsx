import { MAX_REVIEW_LENGTH } from '@sencha/shared/review-rules';
import { useId, useState, type FormEvent } from 'react';
import { postJson, useAlerts } from '@sencha/platform';
import type { OrderReview } from '@sencha/shared/contract';
import { Button, StarRating } from '@sencha/ui-kit/ui';
import styles from '../order/OrderStatus.module.css';

export const REVIEW_ALERTS = {
  noRating: {
    type: 'warning',
    title: 'Please select a rating',
    description: 'You must select a rating before submitting your review.',
  },
  noOrder: { type: 'error', title: 'Error', description: 'Order ID is required to submit a review.' },
  failed: { type: 'error', title: 'Error', description: 'Failed to submit your review. Please try again.' },
  saved: {
    type: 'success',
    title: 'Review Submitted',
    description: 'Thank you for your review! It has been saved successfully.',
  },
} as const;

export interface ReviewWriterProps {
  orderId: string | undefined;
  review: OrderReview | null;
  /** After a saved review: the page loads the order again. */
  onSubmitted: (rating: number, comment: string) => void;
}

/**
 * The review of a delivered order, editable until the shop approves it, since a published review is what other
 * shoppers read (docs/product-rules/orders.md, docs/commerce.md#reviews).
 */
export function ReviewWriter({ orderId, review, onSubmitted }: ReviewWriterProps) {
  const alerts = useAlerts();
  const id = useId();
  const [rating, setRating] = useState(review?.starRating ?? 0);
  const [comment, setComment] = useState(review?.reviewText ?? '');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating <= 0) {
      alerts.show(REVIEW_ALERTS.noRating);
      return;
    }
    if (!orderId) {
      alerts.show(REVIEW_ALERTS.noOrder);
      return;
    }
    setSending(true);
    try {
      await postJson(`/api/order/${encodeURIComponent(orderId)}/review`, {
        starRating: rating,
        reviewText: comment,
      });
      alerts.show(REVIEW_ALERTS.saved);
      onSubmitted(rating, comment);
    } catch (error) {
      console.error('The review could not be saved.', error);
      alerts.show(REVIEW_ALERTS.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.review} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subheading}>
        {review ? 'Your review' : 'How was your tea?'}
      </h2>
      <StarRating value={rating} onChange={setRating} label="Your rating" disabled={sending} size="1.75rem" />
      <label htmlFor={`${id}-comment`} className={styles.label}>
        Your review (optional)
      </label>
      <textarea
        id={`${id}-comment`}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder="Share your experience with this order..."
        maxLength={MAX_REVIEW_LENGTH}
        rows={4}
        disabled={sending}
        aria-describedby={review ? `${id}-note` : undefined}
      />
      <Button type="submit" disabled={rating <= 0 || sending}>
        {sending ? 'Submitting...' : 'Submit Review'}
      </Button>
      {review ? (
        <p id={`${id}-note`} className={styles.muted}>
          You can change your review until we publish it.
        </p>
      ) : null}
    </form>
  );
}
