/** Image URL conventions shared by the seed (which stores the URLs) and the image generator (which draws them). */

export const imageUrls = {
  productShot: (productSlug: string, n: number) => `/images/tea/${productSlug}-${n}.png`,
  leaf: (itemSlug: string) => `/images/tea/${itemSlug}-leaf.png`,
  flavourGraphic: (itemSlug: string) => `/images/tea/${itemSlug}-flavour.png`,
  brewingGraphic: (itemSlug: string, n: number) => `/images/tea/${itemSlug}-brewing-${n}.png`,
  type: (slug: string) => `/images/types/${slug}.png`,
  region: (slug: string) => `/images/regions/${slug}.png`,
  flavourBanner: (slug: string) => `/images/flavours/${slug}.png`,
  homeTile: (typeSlug: string) => `/images/home/${typeSlug}.png`,
  blog: (slug: string) => `/images/blog/${slug}.png`,
};
