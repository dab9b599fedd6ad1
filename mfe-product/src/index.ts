// Standalone entry: `npm run dev -w mfe-product` shows this remote's pages without the shell.
import { pages } from './contract';
import { mountStandalone } from '@sencha/ui-kit/standalone';

void mountStandalone('product', [
  { path: '/tea-item/:slug', example: '/tea-item/sencha-superior-100g', Page: pages.TeaItemPage },
  { path: '/matcha-tea/:slug', example: '/matcha-tea/ceremonial-matcha-30g', Page: pages.TeaItemPage },
  { path: '/herbal-tea/:slug', example: '/herbal-tea/lemon-myrtle-50g', Page: pages.TeaItemPage },
  { path: '/tea-wares/:slug', example: '/tea-wares/kyusu-teapots', Page: pages.TeaItemListPage },
]);
