/**
 * The JSON shapes the API serves are the storefront's own domain types, imported type-only:
 * the build (swc) erases this import, so nothing of the browser package runs in the server.
 */
export type {
  BlogPost,
  CarouselItem,
  Faq,
  FeaturedTile,
  MainMenu,
  NamedSlug,
  TeaFlavour,
  TeaItem,
  TeaItemProduct,
  TeaItemProductImage,
  TeaItemProductImageType,
  TeaItemProductSummary,
  TeaRegion,
  TeaType,
} from '@sencha/platform/domain';
