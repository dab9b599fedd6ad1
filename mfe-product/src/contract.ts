import type { CheckedExposes, RemotePages } from '@sencha/platform';
import exposes from '../exposes.json';
import TeaItemPage from './pages/TeaItemPage';
import TeaItemListPage from './pages/TeaItemListPage';

/**
 * What this remote exposes, checked by `npm run typecheck` against the platform contract
 * (platform/src/contract/pages.ts): webpack exposes exposes.json, and each page takes the contract's props.
 */
export const pages = { TeaItemPage, TeaItemListPage } satisfies RemotePages<'product'>;

export const exposedModules: CheckedExposes<'product', typeof exposes> = exposes;
