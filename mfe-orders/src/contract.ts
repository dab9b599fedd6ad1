import type { CheckedExposes, RemotePages } from '@sencha/platform';
import exposes from '../exposes.json';
import OrderStatusPage from './pages/OrderStatusPage';

/**
 * What this remote exposes, checked by `npm run typecheck` against the platform contract
 * (platform/src/contract/pages.ts): webpack exposes exposes.json, and each page takes the contract's props.
 */
export const pages = { OrderStatusPage } satisfies RemotePages<'orders'>;

export const exposedModules: CheckedExposes<'orders', typeof exposes> = exposes;
