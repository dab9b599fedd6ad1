// The flavours that have a banner of their own on their listing page; the others show the shop's default.
export const FLAVOUR_BANNER_SLUGS = [
  'sweet-honey',
  'fruity',
  'floral',
  'malty-chocolate',
  'roasty',
  'nutty',
  'umami',
  'mineral',
  'earthy-woody',
  'smokey',
  'spice',
  'marine-seaweed',
  'vegetal-grassy',
  'smooth-creamy',
] as const;
export type FlavourBannerSlug = (typeof FLAVOUR_BANNER_SLUGS)[number];
