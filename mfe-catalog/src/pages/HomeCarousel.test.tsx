import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  describe('on a desktop (five tiles at once)', () => {
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

    /** Each slide's image, by the slide's name ('1 of 6'): the shuffle does not change the positions. */
    const imagesBySlide = () =>
      Object.fromEntries(
        screen.getAllByRole('group').map((slide) => {
          const image = within(slide).getByRole('presentation');
          return [
            slide.getAttribute('aria-label'),
            [image.getAttribute('loading'), image.getAttribute('fetchpriority')],
          ];
        }),
      );

    it('as the page’s lead, loads every tile of the first view eagerly, the current one first', async () => {
      mockFetch({ '/api/home/carousel': { json: Array.from({ length: 6 }, (_, n) => item(n + 1)) } });
      renderWithShell(<HomeCarousel leadImage />);
      await screen.findByRole('group', { name: '1 of 6' });
      expect(imagesBySlide()).toEqual({
        '5 of 6': ['eager', null],
        '6 of 6': ['eager', null],
        '1 of 6': ['eager', 'high'],
        '2 of 6': ['eager', null],
        '3 of 6': ['eager', null],
      });
      // The tile brought on screen later was off-screen at first: it stays lazy.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
      expect(imagesBySlide()['4 of 6']).toEqual(['lazy', null]);
    });

    it('below another page, keeps every tile lazy', async () => {
      mockFetch({ '/api/home/carousel': { json: Array.from({ length: 6 }, (_, n) => item(n + 1)) } });
      renderWithShell(<HomeCarousel />);
      await screen.findByRole('group', { name: '1 of 6' });
      expect(Object.values(imagesBySlide())).toEqual(Array.from({ length: 5 }, () => ['lazy', null]));
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

  it('shuffles 15 items once on load', async () => {
    // Always drawing 0 rotates the list by one: the first tile becomes Tea 2.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    mockFetch({ '/api/home/carousel': { json: Array.from({ length: 15 }, (_, index) => item(index + 1)) } });
    renderWithShell(<HomeCarousel heading="You may also like" />);
    const first = await screen.findByRole('group', { name: '1 of 15' });
    expect(within(first).getByText('Tea 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
  });

  it('leaves itself out when the carousel cannot load', async () => {
    mockFetch({ '/api/home/carousel': { status: 500, json: { message: 'down' } } });
    const { container } = renderWithShell(<HomeCarousel />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
