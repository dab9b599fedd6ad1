import type { NamedSlug, SearchSuggestions, TeaItemProductSummary } from '@sencha/platform';
import { searchPagePath } from './searchPagePath';

/** The type listings with a route of their own (docs/product-rules.md#routes-and-redirects). */
const FIXED_TYPE_PATHS: Record<string, string> = {
  matcha: '/matcha-tea',
  'herbal-tea': '/herbal-tea',
  'tea-wares': '/tea-wares',
};

export const typePath = (slug: string): string => FIXED_TYPE_PATHS[slug] ?? `/specialty-tea/${slug}`;

export type SuggestionOption =
  | { kind: 'tea'; id: string; to: string; label: string; tea: TeaItemProductSummary }
  | { kind: 'type' | 'region' | 'flavour'; id: string; to: string; label: string }
  | { kind: 'all'; id: string; to: string; label: string };

export interface SuggestionGroup {
  label: string;
  /** Whether the list shows the label above the group (the last one, the results page, needs none). */
  titled: boolean;
  options: SuggestionOption[];
}

/**
 * The combobox's options in the order the arrow keys walk them: teas, then types, regions and flavours, then
 * the results page. Empty when nothing matched (the box then only announces it).
 */
export function suggestionGroups(query: string, s: SearchSuggestions | null): SuggestionGroup[] {
  if (!s) return [];
  const named = (kind: 'type' | 'region' | 'flavour', items: NamedSlug[], path: (slug: string) => string) =>
    items.map((item) => ({ kind, id: `${kind}-${item.slug}`, to: path(item.slug), label: item.name }));
  const groups: SuggestionGroup[] = [
    {
      label: 'Teas',
      titled: true,
      options: s.teas.map((tea) => ({
        kind: 'tea' as const,
        id: `tea-${tea.slug}`,
        to: `/tea-item/${tea.slug}`,
        label: tea.name,
        tea,
      })),
    },
    { label: 'Types', titled: true, options: named('type', s.types, typePath) },
    { label: 'Regions', titled: true, options: named('region', s.regions, (slug) => `/tea-region/${slug}`) },
    {
      label: 'Flavours',
      titled: true,
      options: named('flavour', s.flavours, (slug) => `/tea-flavour/${slug}`),
    },
  ].filter((group) => group.options.length > 0);
  if (groups.length === 0) return [];
  groups.push({
    label: 'All results',
    titled: false,
    options: [
      { kind: 'all', id: 'all', to: searchPagePath(query), label: `See all results for "${query.trim()}"` },
    ],
  });
  return groups;
}

/** What the live region says once suggestions arrive. */
export function announcement(s: SearchSuggestions | null): string {
  if (!s) return '';
  const parts = [
    [s.teas.length, 'tea', 'teas'],
    [s.types.length, 'type', 'types'],
    [s.regions.length, 'region', 'regions'],
    [s.flavours.length, 'flavour', 'flavours'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (said.length === 0) return 'No suggestions.';
  return `${said.join(', ')} suggested. Use the up and down arrows to choose.`;
}
