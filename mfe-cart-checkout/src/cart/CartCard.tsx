import { useId, useState } from 'react';
import type { Cart, CartValidationResult } from '@sencha/shared/contract';
import { formatPrice } from '@sencha/shared/money';
import { CartLine } from './CartLine';
import { generalMessages } from './validationResult';
import styles from './CartCard.module.css';

export interface CartCardProps {
  cart: Cart;
  validation: CartValidationResult | null;
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/**
 * The cart card: the total and the lines. Below 1024px the lines fold behind a details toggle (expanded by
 * default); on large screens they always show.
 */
export function CartCard({ cart, validation, onQuantity, onRemove }: CartCardProps) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const count = cart.items.reduce((n, item) => n + item.quantity, 0);
  const general = validation ? generalMessages(validation) : [];
  return (
    <section className={styles.card} aria-labelledby={`${listId}-title`}>
      <header className={styles.header}>
        <h2 id={`${listId}-title`} className={styles.title}>
          Your Cart ({count} {count === 1 ? 'item' : 'items'})
        </h2>
        <p className={styles.total}>
          Total: <strong>{formatPrice(cart.totalAmount)}</strong>
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Hide details' : 'Show details'}
        </button>
      </header>
      {general.length > 0 ? (
        <ul className={styles.messages} role="alert">
          {general.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <ul id={listId} className={`${styles.lines} ${expanded ? '' : styles.collapsed}`}>
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            messages={validation?.items[item.id] ?? []}
            onQuantity={(quantity) => onQuantity(item.id, quantity)}
            onRemove={() => onRemove(item.id)}
          />
        ))}
      </ul>
    </section>
  );
}
