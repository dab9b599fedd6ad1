import { MAX_MATCHED_PATH, matchPage } from './matchRoute';
import { moduleIdsOf } from './routeDefs';
import { siteRoutes } from '../test/siteRoutes';

const routeDefs = siteRoutes().defs;

const idsAt = (path: string) => {
  const match = matchPage(path, routeDefs);
  return match ? moduleIdsOf(match.def) : null;
};

describe('matchPage (the boot script and link prefetching)', () => {
  it('finds the page and its parameters, as the router would', () => {
    expect(matchPage('/tea-item/sencha-superior', routeDefs)).toMatchObject({
      def: { id: 'product/TeaItemPage' },
      params: { slug: 'sencha-superior' },
    });
    expect(idsAt('/')).toEqual(['catalog/HomePage']);
    expect(idsAt('/home/')).toEqual(['catalog/HomePage']);
    expect(idsAt('/matcha-tea')).toEqual(['catalog/TeaTypePage']);
    expect(idsAt('/matcha-tea/uji-matcha')).toEqual(['product/TeaItemPage']);
  });

  it('prefers fixed segments over parameters and composes the carousel where the table does', () => {
    expect(idsAt('/checkout')).toEqual(['cartCheckout/CheckoutPage']);
    expect(idsAt('/checkout/cs_123')).toEqual(['cartCheckout/CheckoutStatusPage']);
    expect(idsAt('/cart')).toEqual(['cartCheckout/CartPage', 'catalog/HomeCarousel']);
  });

  it('matches no redirect, no unknown path, no shell page', () => {
    expect(idsAt('/faq')).toBeNull();
    expect(idsAt('/matcha/uji')).toBeNull();
    expect(idsAt('/no/such/page')).toBeNull();
    expect(idsAt('/versions')).toBeNull();
  });

  it('decodes parameters and refuses a path that is malformed or too long', () => {
    expect(matchPage('/tea-item/caf%C3%A9', routeDefs)?.params).toEqual({ slug: 'café' });
    expect(matchPage('/tea-item/%E0%A4%A', routeDefs)).toBeNull();
    expect(matchPage(`/tea-item/${'a'.repeat(MAX_MATCHED_PATH)}`, routeDefs)).toBeNull();
  });
});
