import type { NamedSlug } from '@sencha/platform';

// These types have listing routes of their own (docs/product-rules.md#routes-and-redirects); every other type
// lists under /specialty-tea.
const FIXED_TYPE_ROUTES: Record<string, string> = {
  matcha: '/matcha-tea',
  'herbal-tea': '/herbal-tea',
  'tea-wares': '/tea-wares',
};

export function teaTypePath(type: NamedSlug): string {
  return FIXED_TYPE_ROUTES[type.slug] ?? `/specialty-tea/${type.slug}`;
}

export const teaRegionPath = (region: NamedSlug): string => `/tea-region/${region.slug}`;
export const teaFlavourPath = (flavour: NamedSlug): string => `/tea-flavour/${flavour.slug}`;
export const teaItemProductPath = (slug: string): string => `/tea-item/${slug}`;
