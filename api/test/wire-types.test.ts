/**
 * Proves at type-check time (npm run typecheck -w api) that the API's wire types and the storefront's
 * shared/src/domain/types.ts stay identical; the runtime assertion only keeps Jest happy.
 */
import type * as Shared from '../../shared/src/domain/types';
import type * as Api from '../src/wire';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<Api.NamedSlug, Shared.NamedSlug>,
  Same<Api.TeaRegion, Shared.TeaRegion>,
  Same<Api.TeaFlavour, Shared.TeaFlavour>,
  Same<Api.MainMenu, Shared.MainMenu>,
  Same<Api.TeaItemProductImage, Shared.TeaItemProductImage>,
  Same<Api.TeaItemProductSummary, Shared.TeaItemProductSummary>,
  Same<Api.TeaItem, Shared.TeaItem>,
  Same<Api.TeaItemProduct, Shared.TeaItemProduct>,
  Same<Api.CarouselItem, Shared.CarouselItem>,
  Same<Api.FeaturedTile, Shared.FeaturedTile>,
  Same<Api.BlogPost, Shared.BlogPost>,
  Same<Api.Faq, Shared.Faq>,
  // The API adds an optional imageUrl to a tea type; it must still be a Shared.TeaType.
  Api.TeaType extends Shared.TeaType ? true : false,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];

it('keeps the wire types identical to shared/src/domain/types.ts', () => {
  expect(checks.every(Boolean)).toBe(true);
});
