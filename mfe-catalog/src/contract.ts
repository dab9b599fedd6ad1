import type { CheckedExposes, RemotePages } from '@sencha/platform';
import exposes from '../exposes.json';
import HomePage from './pages/HomePage';
import TeaTypePage from './pages/TeaTypePage';
import TeaRegionPage from './pages/TeaRegionPage';
import TeaFlavourPage from './pages/TeaFlavourPage';
import SearchPage from './pages/SearchPage';
import HomeCarousel from './pages/HomeCarousel';

/**
 * What this remote exposes, checked by `npm run typecheck` against the platform contract
 * (platform/src/contract/pages.ts): webpack exposes exposes.json, and each page takes the contract's props.
 */
export const pages = {
  HomePage,
  TeaTypePage,
  TeaRegionPage,
  TeaFlavourPage,
  SearchPage,
  HomeCarousel,
} satisfies RemotePages<'catalog'>;

export const exposedModules: CheckedExposes<'catalog', typeof exposes> = exposes;
