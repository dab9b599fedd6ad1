import type { ShippingServiceOption } from '@sencha/shared/contract';
import { formatPrice } from '@sencha/shared/money';
import { Spinner } from '@sencha/ui-kit/ui';
import styles from './ShippingCard.module.css';

export interface ServiceOptionsProps {
  services: ShippingServiceOption[] | null;
  loading: boolean;
  chosen: string | undefined;
  onChoose: (option: ShippingServiceOption) => void;
}

/** The services for the cart's parcel as radio buttons (name, delivery time, price), cheapest first. */
export function ServiceOptions({ services, loading, chosen, onChoose }: ServiceOptionsProps) {
  if (loading)
    return (
      <p className={styles.loading} role="status">
        <Spinner /> Loading shipping services…
      </p>
    );
  if (!services) return null;
  if (services.length === 0) return <p role="status">No shipping service is available for this address.</p>;
  return (
    <fieldset className={styles.services}>
      <legend>Shipping service</legend>
      {services.map((option) => (
        <label key={option.serviceCode} className={styles.service}>
          <input
            type="radio"
            name="shipping-service"
            value={option.serviceCode}
            checked={chosen === option.serviceCode}
            onChange={() => onChoose(option)}
            aria-label={`${option.serviceName}, ${option.deliveryTime}, ${formatPrice(option.price)}`}
          />
          <span className={styles.serviceName}>{option.serviceName}</span>
          <span className={styles.serviceTime}>{option.deliveryTime}</span>
          <span className={styles.servicePrice}>{formatPrice(option.price)}</span>
        </label>
      ))}
    </fieldset>
  );
}
