import { NavLink } from '@sencha/platform/react-router';
import { selectCartCount, useAppSelector } from '@sencha/platform';
import styles from './TopNav.module.css';

/** The cart icon; its badge shows the item count only above 0. */
export function CartLink({ onNavigate }: { onNavigate: () => void }) {
  const count = useAppSelector(selectCartCount);
  return (
    <NavLink
      to="/cart"
      className={styles.cart}
      onClick={onNavigate}
      aria-label={count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-badge">
          {count}
        </span>
      )}
    </NavLink>
  );
}
