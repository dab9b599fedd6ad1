/**
 * The JSON shapes the API serves, derived from its TypeBox schemas (src/http/schemas.ts). They must equal the
 * storefront's own domain types (@sencha/platform/domain): test/wire.test.ts proves it at type-check time.
 */
export type {
  CarouselItem,
  Faq,
  FeaturedTile,
  MainMenu,
  NamedSlug,
  NewsletterLinkAction,
  NewsletterSource,
  TeaFlavour,
  TeaItem,
  TeaItemProduct,
  TeaItemProductImage,
  TeaItemProductSummary,
  TeaRegion,
  TeaType,
} from './http/schemas';
export type {
  AddressVerificationResult,
  Cart,
  CartItem,
  CartValidationResult,
  CheckoutSession,
  CheckoutSessionCreated,
  DeliveryState,
  Order,
  OrderLineItem,
  OrderReview,
  PostalAddress,
  ShippingAddress,
  ShippingDetail,
  ShippingServiceOption,
} from './http/commerceSchemas';
export type { SearchFacetOption, SearchResults, SearchSuggestions } from './http/searchSchemas';
import type { TeaItemProductImage } from './http/schemas';
export type TeaItemProductImageType = TeaItemProductImage['imageType'];
/** The blog is served as RSS XML, not JSON: its item shape stays the storefront's. */
export type { BlogPost } from '@sencha/platform/domain';
