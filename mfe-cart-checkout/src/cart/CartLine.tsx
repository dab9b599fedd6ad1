import { useId } from 'react';
import { Link } from '@sencha/platform/react-router';
import { MAX_LINE_QUANTITY, lineQuantityLimit } from '@sencha/shared/cart-rules';
import type { CartItem } from '@sencha/shared/contract';
import { useImageUrl } from '@sencha/ui-kit';
import { formatPrice } from '@sencha/shared/money';
import { teaItemProductPath } from '@sencha/shared/site-paths';
import styles from './CartCard.module.css';

export const CART_THUMBNAIL_WIDTH = 256;
/** What a line at the line limit says (docs/product-rules/cart.md#cart-page). */
export const LINE_LIMIT_MESSAGE = `Up to ${MAX_LINE_QUANTITY} of each tea per order.`;

export interface CartLineProps {
  item: CartItem;
  /** The server's messages about this line (cart validation). */
  messages: readonly string[];
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** What the stock says about the line: nothing, the ceiling reached, or a stock that fell below the quantity. */
function StockNote({ item }: { item: CartItem }) {
  if (item.stock === undefined || item.quantity < item.stock) return null;
  if (item.stock === 0)
    return (
      <p className={styles.warning} role="status">
        Out of stock since you added it. Please remove it from your cart.
      </p>
    );
  if (item.quantity > item.stock)
    return (
      <p className={styles.warning} role="status">
        Only {item.stock} left in stock since you added it. Please lower the quantity.
      </p>
    );
  return <p className={styles.note}>Only {item.stock} in stock.</p>;
}

/** One cart line: the tea, its thumbnail (256 wide), minus, quantity, plus, remove, and what the server said. */
export function CartLine({ item, messages, onQuantity, onRemove }: CartLineProps) {
  const toUrl = useImageUrl();
  const limitId = useId();
  // The slice's own ceiling; the line limit speaks only where it, not the stock, stops the plus.
  const max = lineQuantityLimit(item.stock);
  const atLineLimit =
    item.quantity >= MAX_LINE_QUANTITY && (item.stock === undefined || item.stock > MAX_LINE_QUANTITY);
  const href = teaItemProductPath(encodeURIComponent(item.slug ?? item.id));
  return (
    <li className={styles.line}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <img
          src={toUrl(item.imageUrl, { width: CART_THUMBNAIL_WIDTH })}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      </Link>
      <div className={styles.lineBody}>
        <Link to={href} className={styles.name}>
          {item.name}
        </Link>
        <span className={styles.price}>{formatPrice(item.price)}</span>
      </div>
      <span className={styles.lineTotal}>
        {formatPrice((Math.round(item.price * 100) * item.quantity) / 100)}
      </span>
      <div className={styles.controls} role="group" aria-label={`Quantity of ${item.name}`}>
        <button
          type="button"
          onClick={() => onQuantity(item.quantity - 1)}
          disabled={item.quantity <= 1}
          aria-label={`One fewer ${item.name}`}
        >
          −
        </button>
        <output aria-live="polite" aria-label={`${item.name} quantity`}>
          {item.quantity}
        </output>
        <button
          type="button"
          onClick={() => onQuantity(item.quantity + 1)}
          disabled={item.quantity >= max}
          aria-label={`One more ${item.name}`}
          aria-describedby={atLineLimit ? limitId : undefined}
        >
          +
        </button>
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove ${item.name}`}>
          Remove
        </button>
        {/* Always rendered, so that assistive technology announces the note when it appears. */}
        <p id={limitId} className={atLineLimit ? styles.limitNote : styles.quietNote} aria-live="polite">
          {atLineLimit ? LINE_LIMIT_MESSAGE : null}
        </p>
      </div>
      <div className={styles.notes}>
        <StockNote item={item} />
        {messages.length > 0 ? (
          <ul className={styles.messages} role="alert">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
