import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPPABLE_COUNTRIES } from '@sencha/shared/shipping-countries';
import StripeAddressForm from './StripeAddressForm';

// Stripe's servers are the network edge we cannot reach: the element is a stand-in that records its options
// and emits a change event in Stripe's shape.
const addressElementProps: { options?: unknown }[] = [];
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(null)) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  AddressElement: (props: { options?: unknown; onChange: (event: unknown) => void }) => {
    addressElementProps.push(props);
    return (
      <button
        type="button"
        onClick={() =>
          props.onChange({
            complete: true,
            value: {
              name: 'Mei Tanaka',
              address: {
                line1: '1 Martin Place',
                line2: null,
                city: 'Sydney',
                state: 'NSW',
                postal_code: '2000',
                country: 'AU',
              },
            },
          })
        }
      >
        Stripe address element
      </button>
    );
  },
}));

describe('StripeAddressForm', () => {
  it('configures the Address Element for shipping with the maps autocomplete, and hands on its value', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <StripeAddressForm publishableKey="pk_test_x" mapsApiKey="maps-key" busy={false} onSubmit={onSubmit} />,
    );
    expect(addressElementProps.at(-1)?.options).toEqual({
      mode: 'shipping',
      allowedCountries: [...SHIPPABLE_COUNTRIES],
      autocomplete: { mode: 'google_maps_api', apiKey: 'maps-key' },
    });
    await user.click(screen.getByRole('button', { name: 'Check Shipping Options' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ complete: false }));
    await user.click(screen.getByRole('button', { name: 'Stripe address element' }));
    await user.click(screen.getByRole('button', { name: 'Check Shipping Options' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      complete: true,
      value: {
        name: 'Mei Tanaka',
        address: {
          line1: '1 Martin Place',
          city: 'Sydney',
          state: 'NSW',
          postal_code: '2000',
          country: 'AU',
        },
      },
    });
  });
});
