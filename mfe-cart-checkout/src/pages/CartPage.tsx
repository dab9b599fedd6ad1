import { useStore } from 'react-redux';
import {
  removeItem,
  selectCart,
  setQuantity,
  useAppDispatch,
  useAppSelector,
  type CartRootState,
} from '@sencha/platform';
import { usePageMetadata } from '@sencha/ui-kit';
import { CartCard } from '../cart/CartCard';
import { EmptyCart } from '../cart/EmptyCart';
import { useLineStock } from '../cart/useLineStock';
import { ShippingCard } from '../shipping/ShippingCard';
import { useShippingFlow } from '../shipping/useShippingFlow';
import styles from './CartPage.module.css';

/** /cart, titled 'Checkout': the cart, the shipping address and service, and the way on to payment. */
export default function CartPage() {
  usePageMetadata({ title: 'Checkout', noindex: true });
  const cart = useAppSelector(selectCart);
  const dispatch = useAppDispatch();
  const store = useStore<CartRootState>();
  const flow = useShippingFlow();
  useLineStock(cart.items);

  // The slice saves the change (and persists it); then services are asked again for the new parcel.
  const changed = () => flow.cartChanged(selectCart(store.getState()));
  const onQuantity = (id: string, quantity: number) => {
    dispatch(setQuantity({ id, quantity }));
    changed();
  };
  const onRemove = (id: string) => {
    dispatch(removeItem({ id }));
    changed();
  };

  if (cart.items.length === 0)
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Checkout</h1>
        <EmptyCart />
      </div>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Checkout</h1>
      <div className={styles.columns}>
        <CartCard cart={cart} validation={flow.validation} onQuantity={onQuantity} onRemove={onRemove} />
        <ShippingCard cart={cart} flow={flow} />
      </div>
    </div>
  );
}
