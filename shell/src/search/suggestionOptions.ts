import type { NamedSlug, SearchSuggestions, TeaItemProductSummary } from '@sencha/shared/contract';
import { teaFlavourPath, teaItemProductPath, teaRegionPath, teaTypePath } from '@sencha/shared/site-paths';
import { searchPagePath } from './searchPagePath';

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
  const named = (
    kind: 'type' | 'region' | 'flavour',
    items: NamedSlug[],
    path: (item: NamedSlug) => string,
  ) => items.map((item) => ({ kind, id: `${kind}-${item.slug}`, to: path(item), label: item.name }));
  const groups: SuggestionGroup[] = [
    {
      label: 'Teas',
      titled: true,
      options: s.teas.map((tea) => ({
        kind: 'tea' as const,
        id: `tea-${tea.slug}`,
        to: teaItemProductPath(tea.slug),
        label: tea.name,
        tea,
      })),
    },
    { label: 'Types', titled: true, options: named('type', s.types, teaTypePath) },
    { label: 'Regions', titled: true, options: named('region', s.regions, teaRegionPath) },
    {
      label: 'Flavours',
      titled: true,
      options: named('flavour', s.flavours, teaFlavourPath),
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
