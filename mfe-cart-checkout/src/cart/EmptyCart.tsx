import { Button } from '@sencha/ui-kit/ui';
import styles from './EmptyCart.module.css';

/** The empty cart: where to go next, with a teapot illustration (inline: no request). */
export function EmptyCart() {
  return (
    <section className={styles.empty}>
      <svg className={styles.art} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <path d="M20 40h62v18a31 31 0 0 1-62 0z" fill="#c9dcb9" stroke="#2f5d27" strokeWidth="3" />
        <path d="M82 46h10a10 10 0 0 1 0 20H80" fill="none" stroke="#2f5d27" strokeWidth="3" />
        <path d="M20 48 6 36" stroke="#2f5d27" strokeWidth="3" strokeLinecap="round" />
        <rect x="40" y="30" width="22" height="10" rx="4" fill="#2f5d27" />
        <path
          d="M45 22c0-6 8-6 8-12M55 24c0-5 6-5 6-10"
          fill="none"
          stroke="#8aa97a"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <h2 className={styles.title}>Your cart is empty.</h2>
      <p>Browse our collection to find your perfect tea!</p>
      <p>Would you like some assistance?</p>
      <div className={styles.actions}>
        <Button to="/home">Shop Now</Button>
        <Button to="/contact" variant="secondary">
          Contact Us
        </Button>
      </div>
    </section>
  );
}
