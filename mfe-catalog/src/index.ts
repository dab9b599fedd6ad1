// Standalone entry: `npm run dev -w mfe-catalog` shows this remote's pages without the shell.
import { mountStandalone } from '@sencha/shared/standalone';
import HomePage from './pages/HomePage';
import TeaTypePage from './pages/TeaTypePage';
import TeaRegionPage from './pages/TeaRegionPage';
import TeaFlavourPage from './pages/TeaFlavourPage';

void mountStandalone('catalog', [
  { path: '/home', example: '/home', Page: HomePage },
  { path: '/specialty-tea/:slug', example: '/specialty-tea/green-tea', Page: TeaTypePage },
  { path: '/tea-region/:slug', example: '/tea-region/uji', Page: TeaRegionPage },
  { path: '/tea-flavour/:slug', example: '/tea-flavour/umami', Page: TeaFlavourPage },
]);
