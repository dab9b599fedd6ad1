import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import { FeaturedTiles } from './FeaturedTiles';

afterEach(() => jest.restoreAllMocks());

const SPEC_TILES: Array<[string, string]> = [
  ['White Tea', '/tea-type/white-tea'],
  ['Green Tea', '/tea-type/green-tea'],
  ['Oolong Tea', '/tea-type/oolong'],
  ['Black Tea', '/tea-type/black-tea'],
  ['High Mountain Tea', '/tea-type/high-mountain-tea'],
  ['Herbal Tea', '/tea-type/herbal-tea'],
  ['Matcha', '/tea-type/matcha'],
];

describe('FeaturedTiles', () => {
  it('shows the seven tiles in order, alternating sides, with colours, links and 1400-wide images', async () => {
    mockFetch({
      '/api/home/featured': {
        json: SPEC_TILES.map(([name, link]) => ({
          name,
          link,
          image: `/images/home/${link.slice(10)}.png`,
          bgcolor: '#112233',
          textcolor: '#ffffff',
        })),
      },
    });
    renderWithShell(<FeaturedTiles />);
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_TILES);
    expect(links.map((link) => link.dataset.side)).toEqual([
      'left',
      'right',
      'left',
      'right',
      'left',
      'right',
      'left',
    ]);
    expect(links[0]).toHaveStyle({ backgroundColor: '#112233', color: '#ffffff' });
    expect(within(links[0] as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      '/cdn-cgi/image/width=1400,format=auto/images/home/white-tea.png',
    );
    // Only Matcha's label is placed differently.
    expect(links.filter((link) => link.className.includes('matcha'))).toEqual([links[6]]);
  });
});
