import type { MainMenu, NamedSlug } from '@sencha/platform';

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

/**
 * The five dropdowns of the top navigation, each leading with its listing page
 * (docs/product-rules.md#navigation-and-layout).
 */
export function menuSections(menu: MainMenu): MenuSection[] {
  return [
    { id: 'specialty', label: 'Specialty Tea', links: links(menu.teaTypes, (s) => `/specialty-tea/${s}`) },
    {
      id: 'herbal',
      label: 'Herbal Tea',
      links: [
        { label: 'All Herbal Tea', to: '/herbal-tea' },
        ...links(menu.tisaneTypes, (s) => `/herbal-tea/${s}`),
      ],
    },
    {
      id: 'matcha',
      label: 'Matcha',
      links: [
        { label: 'All Matcha', to: '/matcha-tea' },
        ...links(menu.matchaTypes, (s) => `/matcha-tea/${s}`),
      ],
    },
    { id: 'flavour', label: 'Tea by Flavour', links: links(menu.teaFlavours, (s) => `/tea-flavour/${s}`) },
    {
      id: 'teawares',
      label: 'Teawares',
      links: [
        { label: 'All Teawares', to: '/tea-wares' },
        ...links(menu.teaAccessories, (s) => `/tea-wares/${s}`),
      ],
    },
  ];
}
