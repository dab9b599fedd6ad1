/**
 * The JSON shapes the API serves. They mirror shared/src/domain/types.ts exactly (field for field); the
 * build cannot import that file (it lives outside api/), so test/wire-types.test.ts proves at type-check time
 * that both sets of types stay identical.
 */

export interface NamedSlug {
  name: string;
  slug: string;
}

export type TeaType = NamedSlug & { imageUrl?: string };

export interface TeaRegion extends NamedSlug {
  description: string;
  imageUrl?: string;
}

export interface TeaFlavour extends NamedSlug {
  description: string;
  imageUrl?: string;
}

export interface MainMenu {
  teaTypes: NamedSlug[];
  tisaneTypes: NamedSlug[];
  matchaTypes: NamedSlug[];
  teaFlavours: NamedSlug[];
  teaAccessories: NamedSlug[];
}

export type TeaItemProductImageType = 'product' | 'flavour-graphic' | 'brewing-graphic';

export interface TeaItemProductImage {
  url: string;
  position: number;
  name: string;
  description: string;
  imageType: TeaItemProductImageType;
}

export interface TeaItem {
  name: string;
  slug: string;
  form: string;
  description: string;
  teaType: NamedSlug | null;
  teaRegion: NamedSlug | null;
  flavours: NamedSlug[];
  teaItemProducts: TeaItemProductSummary[];
}

export interface TeaItemProductSummary {
  id: number;
  slug: string;
  name: string;
  price: number;
  weight: number;
  stock: number;
  imageURL: string;
  onSaleFrom: string | null;
}

export interface TeaItemProduct extends TeaItemProductSummary {
  description: string;
  teaItemProductImages: TeaItemProductImage[];
  teaItem: TeaItem;
}

export interface CarouselItem {
  name: string;
  image: string;
  slug: string;
}

export interface FeaturedTile {
  name: string;
  image: string;
  link: string;
  bgcolor: string;
  textcolor: string;
}

export interface BlogPost {
  title: string;
  link: string;
  pubDate: string;
  description: string;
  imageUrl: string;
}

export interface Faq {
  question: string;
  answer: string;
  position: number;
}
