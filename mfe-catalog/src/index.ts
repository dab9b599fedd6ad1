// Standalone entry: `npm run dev -w mfe-catalog` shows this remote's pages without the shell.
import { createElement } from 'react';
import { pages } from './contract';
import { mountStandalone } from '@sencha/ui-kit/standalone';

// The shell passes these fixed slugs as a prop (its route table); the harness does the same.
const fixedType = (slug: string) => () => createElement(pages.TeaTypePage, { slug });

void mountStandalone('catalog', [
  { path: '/home', example: '/home', Page: pages.HomePage },
  { path: '/specialty-tea/:slug', example: '/specialty-tea/green-tea', Page: pages.TeaTypePage },
  { path: '/matcha-tea', example: '/matcha-tea', Page: fixedType('matcha') },
  { path: '/herbal-tea', example: '/herbal-tea', Page: fixedType('herbal-tea') },
  { path: '/tea-wares', example: '/tea-wares', Page: fixedType('tea-wares') },
  { path: '/tea-region/:slug', example: '/tea-region/uji', Page: pages.TeaRegionPage },
  { path: '/tea-flavour/:slug', example: '/tea-flavour/umami', Page: pages.TeaFlavourPage },
]);
