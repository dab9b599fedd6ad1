// Standalone entry: `npm run dev -w mfe-catalog` shows this remote's pages without the shell.
import { createElement } from 'react';
import { mountStandalone } from '@sencha/shared/standalone';
import HomePage from './pages/HomePage';
import TeaTypePage from './pages/TeaTypePage';
import TeaRegionPage from './pages/TeaRegionPage';
import TeaFlavourPage from './pages/TeaFlavourPage';

// The shell passes these fixed slugs as a prop (its route table); the harness does the same.
const fixedType = (slug: string) => () => createElement(TeaTypePage, { slug });

void mountStandalone('catalog', [
  { path: '/home', example: '/home', Page: HomePage },
  { path: '/specialty-tea/:slug', example: '/specialty-tea/green-tea', Page: TeaTypePage },
  { path: '/matcha-tea', example: '/matcha-tea', Page: fixedType('matcha') },
  { path: '/herbal-tea', example: '/herbal-tea', Page: fixedType('herbal-tea') },
  { path: '/tea-wares', example: '/tea-wares', Page: fixedType('tea-wares') },
  { path: '/tea-region/:slug', example: '/tea-region/uji', Page: TeaRegionPage },
  { path: '/tea-flavour/:slug', example: '/tea-flavour/umami', Page: TeaFlavourPage },
]);
