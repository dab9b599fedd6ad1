import type { MainMenu, NamedSlug } from '@sencha/shared/contract';
import {
  herbalTeaPath,
  matchaTeaPath,
  teaFlavourPath,
  teaItemListPath,
  teaTypePath,
} from '@sencha/shared/site-paths';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuSection {
  id: string;
  label: string;
  links: MenuLink[];
}

const links = (items: NamedSlug[], path: (slug: string) => string): MenuLink[] =>
  items.map((item) => ({ label: item.name, to: path(item.slug) }));
const listing = (slug: string) => teaTypePath({ slug });

/**
 * The five dropdowns of the top navigation, each leading with its listing page
 * (docs/product-rules/navigation.md#navigation-and-layout).
 */
export function menuSections(menu: MainMenu): MenuSection[] {
  return [
    { id: 'specialty', label: 'Specialty Tea', links: links(menu.teaTypes, listing) },
    {
      id: 'herbal',
      label: 'Herbal Tea',
      links: [
        { label: 'All Herbal Tea', to: listing('herbal-tea') },
        ...links(menu.tisaneTypes, herbalTeaPath),
      ],
    },
    {
      id: 'matcha',
      label: 'Matcha',
      links: [{ label: 'All Matcha', to: listing('matcha') }, ...links(menu.matchaTypes, matchaTeaPath)],
    },
    {
      id: 'flavour',
      label: 'Tea by Flavour',
      links: links(menu.teaFlavours, (slug) => teaFlavourPath({ slug })),
    },
    {
      id: 'teawares',
      label: 'Teawares',
      links: [
        { label: 'All Teawares', to: listing('tea-wares') },
        ...links(menu.teaAccessories, teaItemListPath),
      ],
    },
  ];
}
