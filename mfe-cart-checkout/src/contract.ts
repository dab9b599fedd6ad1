import type { CheckedExposes, RemotePages } from '@sencha/platform';
import exposes from '../exposes.json';
import CartPage from './pages/CartPage';
import CheckoutPage from './pages/CheckoutPage';
import CheckoutStatusPage from './pages/CheckoutStatusPage';

/**
 * What this remote exposes, checked by `npm run typecheck` against the platform contract
 * (platform/src/contract/pages.ts): webpack exposes exposes.json, and each page takes the contract's props.
 */
export const pages = { CartPage, CheckoutPage, CheckoutStatusPage } satisfies RemotePages<'cartCheckout'>;

export const exposedModules: CheckedExposes<'cartCheckout', typeof exposes> = exposes;
