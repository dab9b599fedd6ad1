// Standalone entry: `npm run dev -w mfe-product` shows this remote's pages without the shell.
import { mountStandalone } from '@sencha/shared/standalone';
import TeaItemPage from './pages/TeaItemPage';
import TeaItemListPage from './pages/TeaItemListPage';

void mountStandalone('product', [
  { path: '/tea-item/:slug', example: '/tea-item/sencha-superior-100g', Page: TeaItemPage },
  { path: '/matcha-tea/:slug', example: '/matcha-tea/ceremonial-matcha-30g', Page: TeaItemPage },
  { path: '/herbal-tea/:slug', example: '/herbal-tea/lemon-myrtle-50g', Page: TeaItemPage },
  { path: '/tea-wares/:slug', example: '/tea-wares/kyusu-teapots', Page: TeaItemListPage },
]);
