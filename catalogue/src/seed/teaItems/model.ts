/** The shape of the seed tea items and the shorthands their files write them with. Prices in AUD. */

export interface SeedBrew {
  tempC: number;
  grams: number;
  ml: number;
  seconds: number;
  infusions: number;
}

export interface SeedProduct {
  /** Grams (for teawares, the shipping weight). */
  weight: number;
  /** AUD. */
  price: number;
  stock: number;
  /** Days from seeding until the product goes on sale ('Coming Soon'); omitted = on sale now. */
  comingSoonDays?: number;
  /** Variant label for teawares, e.g. 'Red Clay, 280 ml'; teas are labelled by weight. */
  variant?: string;
}

export interface SeedTeaItem {
  slug: string;
  name: string;
  type: string;
  region: string | null;
  /** 'loose-leaf', 'powder', 'teabag' or 'teaware'. */
  form: string;
  flavours: string[];
  brew: SeedBrew | null;
  harvest: string;
  cultivar?: string;
  brief: string;
  story: string;
  profile: string;
  products: SeedProduct[];
}

export const brew = (
  tempC: number,
  grams: number,
  ml: number,
  seconds: number,
  infusions: number,
): SeedBrew => ({
  tempC,
  grams,
  ml,
  seconds,
  infusions,
});
export const p = (weight: number, price: number, stock: number, comingSoonDays?: number): SeedProduct =>
  comingSoonDays === undefined ? { weight, price, stock } : { weight, price, stock, comingSoonDays };
export const ware = (variant: string, weight: number, price: number, stock: number): SeedProduct => ({
  variant,
  weight,
  price,
  stock,
});
