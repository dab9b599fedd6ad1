import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLoadSeed, setReadyAnswers } from '@sencha/platform';
import { mockFetch, renderWithShell } from '@sencha/ui-kit/testing';
import HomeCarousel from './HomeCarousel';

afterEach(() => jest.restoreAllMocks());

const item = (n: number) => ({ name: `Tea ${n}`, image: `/images/tea/tea-${n}-1.png`, slug: `tea-${n}` });

function currentSlide(): HTMLElement {
  const current = screen.getAllByRole('group').find((slide) => slide.getAttribute('aria-current') === 'true');
  if (!current) throw new Error('no current slide');
  return current;
}

describe('HomeCarousel', () => {
  it('keeps 3 items in order (threshold), links tiles to /tea-item/{slug} with 512-wide images, and wraps', async () => {
    mockFetch({ '/api/home/carousel': { json: [item(1), item(2), item(3)] } });
    renderWithShell(<HomeCarousel />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Explore Our Teas' })).toBeInTheDocument();
    const first = within(await screen.findByRole('group', { name: '1 of 3' })).getByRole('link');
    expect(first).toHaveAttribute('href', '/tea-item/tea-1');
    // The link is named by the tea's name once: its image is decorative (alt="").
    expect(first).toHaveAccessibleName('Tea 1');
    expect(within(first).getByRole('presentation')).toHaveAttribute(
      'src',
      '/cdn-cgi/image/width=512,format=auto/images/tea/tea-1-1.png',
    );
    expect(within(currentSlide()).getByText('Tea 1')).toBeInTheDocument();

    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    await user.click(next);
    expect(within(currentSlide()).getByText('Tea 2')).toBeInTheDocument();
    expect(within(currentSlide()).getByRole('link')).toHaveAttribute('data-active', 'true');
    await user.click(next);
    expect(within(currentSlide()).getByText('Tea 3')).toBeInTheDocument();
    // Past the last tile comes the first, and back again.
    await user.click(next);
    expect(within(currentSlide()).getByText('Tea 1')).toBeInTheDocument();
    await user.click(previous);
    expect(within(currentSlide()).getByText('Tea 3')).toBeInTheDocument();
  });

  it('on the home page asks for the first tile’s image first, every tile in sizes from the bounded list', async () => {
    mockFetch({ '/api/home/carousel': { json: [item(1), item(2), item(3)] } });
    renderWithShell(<HomeCarousel leadImage />);
    await screen.findByRole('group', { name: '1 of 3' });
    const srcSet = (n: number) =>
      [300, 512, 800]
        .map((width) => `/cdn-cgi/image/width=${width},format=auto/images/tea/tea-${n}-1.png ${width}w`)
        .join(', ');
    const first = within(currentSlide()).getByRole('presentation');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('srcset', srcSet(1));
    expect(first).toHaveAttribute('sizes');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    const second = within(currentSlide()).getByRole('presentation');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('srcset', srcSet(2));
  });

  describe('five tiles rendered, the stylesheet showing one, three or five by width', () => {
    /** Each slide's reach from the current one and its image's loading, by the slide's name ('1 of 6'). */
    const imagesBySlide = (): Record<string, [string?, string?, string?]> =>
      Object.fromEntries(
        screen.getAllByRole('group').map((slide) => {
          const image = within(slide).getByRole('presentation');
          return [
            slide.getAttribute('aria-label'),
            [
              slide.dataset.reach,
              image.getAttribute('loading') ?? undefined,
              image.getAttribute('fetchpriority') ?? undefined,
            ],
          ];
        }),
      );

    it('as the page’s lead, asks for the current tile at once and first; those beside it load when in view', async () => {
      mockFetch({ '/api/home/carousel': { json: Array.from({ length: 6 }, (_, n) => item(n + 1)) } });
      renderWithShell(<HomeCarousel leadImage />);
      await screen.findByRole('group', { name: '1 of 6' });
      // A phone hides all but reach 0, a tablet reach 2: hidden lazy images are never fetched.
      expect(imagesBySlide()).toEqual({
        '5 of 6': ['2', 'lazy', undefined],
        '6 of 6': ['1', 'lazy', undefined],
        '1 of 6': ['0', 'eager', 'high'],
        '2 of 6': ['1', 'lazy', undefined],
        '3 of 6': ['2', 'lazy', undefined],
      });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
      expect(imagesBySlide()['2 of 6']).toEqual(['0', 'lazy', undefined]);
    });

    it('below another page, keeps every tile lazy', async () => {
      mockFetch({ '/api/home/carousel': { json: Array.from({ length: 6 }, (_, n) => item(n + 1)) } });
      renderWithShell(<HomeCarousel />);
      await screen.findByRole('group', { name: '1 of 6' });
      expect(Object.values(imagesBySlide()).map(([, loading, priority]) => [loading, priority])).toEqual(
        Array.from({ length: 5 }, () => ['lazy', undefined]),
      );
    });
  });

  it('below another page (the exposed module) lets its images wait their turn', async () => {
    mockFetch({ '/api/home/carousel': { json: [item(1), item(2), item(3)] } });
    renderWithShell(<HomeCarousel />);
    await screen.findByRole('group', { name: '1 of 3' });
    const first = within(currentSlide()).getByRole('presentation');
    expect(first).not.toHaveAttribute('fetchpriority');
    expect(first).toHaveAttribute('loading', 'lazy');
  });

  describe('shuffled once per load, by the load’s seed', () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => item(index + 1));
    /** The names of the tiles on screen, in order, once the carousel has loaded. */
    async function tilesWith(seed: number, heading?: string): Promise<string[]> {
      setLoadSeed(() => seed);
      mockFetch({ '/api/home/carousel': { json: fifteen } });
      const { unmount } = renderWithShell(<HomeCarousel {...(heading ? { heading } : {})} />);
      await screen.findByRole('group', { name: '1 of 15' });
      const names = screen.getAllByRole('group').map((slide) => slide.textContent ?? '');
      unmount();
      return names;
    }
    afterEach(() => setLoadSeed(() => 1));

    it('in one order for one seed, another for another, never the answer’s', async () => {
      const first = await tilesWith(7);
      expect(await tilesWith(7)).toEqual(first);
      expect(await tilesWith(8)).not.toEqual(first);
      expect(first).not.toEqual(['Tea 14', 'Tea 15', 'Tea 1', 'Tea 2', 'Tea 3']);
    });

    it('from an answer already in (the server rendered it) in the order a fetch gets for the seed', async () => {
      const fetched = await tilesWith(7, 'You may also like');
      setReadyAnswers((url) =>
        url.endsWith('/api/home/carousel') ? { body: fifteen, status: 200, durationMs: 3 } : undefined,
      );
      try {
        const fetchMock = mockFetch({});
        renderWithShell(<HomeCarousel />);
        // The first render: no loading state, no fetch.
        expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual(fetched);
        expect(fetchMock).not.toHaveBeenCalled();
      } finally {
        setReadyAnswers(() => undefined);
      }
    });
  });

  it('leaves itself out when the carousel cannot load', async () => {
    mockFetch({ '/api/home/carousel': { status: 500, json: { message: 'down' } } });
    const { container } = renderWithShell(<HomeCarousel />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
