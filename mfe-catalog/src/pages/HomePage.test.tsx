import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import { SectionBoundary } from '../home/SectionBoundary';
import HomePage from './HomePage';

afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it("sets 'Sencha Tea - True Teas for Masters' and stacks hero, carousel, featured tiles and blog", async () => {
    document.title = 'before';
    mockFetch({
      '/api/home/carousel': { json: [{ name: 'Sencha', image: '/images/tea/s.png', slug: 'sencha-100g' }] },
      '/api/home/featured': {
        json: [
          {
            name: 'Matcha',
            image: '/images/home/matcha.png',
            link: '/tea-type/matcha',
            bgcolor: '#fff',
            textcolor: '#000',
          },
        ],
      },
      '/api/blog': {
        text: '<rss><channel><item><title>Harvest</title><link>https://b.test/1</link><pubDate>2026-06-01</pubDate><description>d</description></item></channel></rss>',
      },
    });
    renderWithShell(<HomePage />);
    await waitFor(() => expect(document.title).toBe('Sencha Tea - True Teas for Masters'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('link', { name: /Sencha/ })).toHaveAttribute(
      'href',
      '/tea-item/sencha-100g',
    );
    expect(await screen.findByRole('link', { name: /Matcha/ })).toHaveAttribute('href', '/tea-type/matcha');
    expect(await screen.findByRole('heading', { level: 3, name: 'Harvest' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Sencha TeaTrue Teas for Masters',
      'Explore Our Teas',
      'Shop by Tea Type',
      'Latest Blog Posts',
      'Harvest',
    ]);
  });

  it('leaves out only the malformed parts: bad tiles and a broken feed never blank the carousel', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      '/api/home/carousel': {
        json: [{ name: 'Sencha', image: '/images/tea/s.png', slug: 'sencha-100g' }, { name: null }, 'x'],
      },
      '/api/home/featured': { json: [{ name: 42, link: '/x' }] },
      '/api/blog': { text: '<rss><channel><item><title>Broken' },
    });
    renderWithShell(<HomePage />);
    expect(await screen.findByRole('link', { name: /Sencha/ })).toHaveAttribute(
      'href',
      '/tea-item/sencha-100g',
    );
    expect(screen.getAllByRole('link', { name: /Sencha/ })).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carousel answer had 2 malformed entries'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Latest Blog Posts' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('HomePage under the hero', () => {
  const setReducedMotion = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  };
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it.each([
    [false, 'covering', true],
    [true, 'revealed', false],
  ])('with reduced motion %s the carousel starts %s (inert: %s)', (reduce, phase, inert) => {
    setReducedMotion(reduce);
    mockFetch({
      '/api/home/carousel': { json: [] },
      '/api/home/featured': { json: [] },
      '/api/blog': { text: '' },
    });
    const { container } = renderWithShell(<HomePage />);
    const underHero = container.querySelector('[data-hero-phase]');
    expect(underHero).toHaveAttribute('data-hero-phase', phase);
    expect(underHero?.hasAttribute('inert')).toBe(inert);
  });
});

describe('SectionBoundary', () => {
  it('leaves out a section that throws while rendering, and keeps its neighbours', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('bad row');
    }
    renderWithShell(
      <>
        <SectionBoundary name="tiles">
          <Broken />
        </SectionBoundary>
        <p>Still here</p>
      </>,
    );
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      "The home page's tiles failed and is left out.",
      expect.any(Error),
      expect.anything(),
    );
  });
});
