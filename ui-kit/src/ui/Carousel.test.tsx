import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installPointerEvent } from '../testing/pointerEvents';
import { Carousel, type CarouselProps } from './Carousel';
import { visibleIndexes, wrapIndex } from './wrapIndex';

interface Tea {
  slug: string;
  name: string;
}
const teas: Tea[] = ['Sencha', 'Gyokuro', 'Hojicha', 'Genmaicha'].map((name) => ({
  name,
  slug: name.toLowerCase(),
}));

function renderCarousel(props: Partial<CarouselProps<Tea>> = {}) {
  return render(
    <Carousel<Tea>
      items={teas}
      label="Featured teas"
      getKey={(tea) => tea.slug}
      renderItem={(tea, { active }) => <span data-testid={active ? 'active' : undefined}>{tea.name}</span>}
      {...props}
    />,
  );
}

const active = () => screen.getByTestId('active').textContent;

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(2, 0)).toBe(0);
  });

  it('centres the visible window and never repeats a tile', () => {
    expect(visibleIndexes(0, 4, 3)).toEqual([3, 0, 1]);
    expect(visibleIndexes(1, 2, 5)).toEqual([1, 0]);
  });
});

describe('Carousel', () => {
  it('puts the arrows under the slides on phones only when asked (phoneArrows)', () => {
    const { unmount } = renderCarousel();
    expect(screen.getByRole('region', { name: 'Featured teas' })).not.toHaveClass('arrowsBelow');
    unmount();
    renderCarousel({ phoneArrows: 'below' });
    expect(screen.getByRole('region', { name: 'Featured teas' })).toHaveClass('carousel', 'arrowsBelow');
  });

  it('wraps from the first item back to the last and forward again', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    renderCarousel({ onIndexChange });
    expect(active()).toBe('Sencha');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(active()).toBe('Genmaicha');
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(active()).toBe('Sencha');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('highlights the current tile among the visible ones', () => {
    renderCarousel({ visibleCount: 3, initialIndex: 3 });
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.textContent)).toEqual(['Hojicha', 'Genmaicha', 'Sencha']);
    expect(slides[1]).toHaveClass('active');
    expect(slides[1]).toHaveAttribute('aria-current', 'true');
    expect(slides[0]).not.toHaveClass('active');
  });

  it('responsive: renders five tiles with their reach from the current one, for the stylesheet to show 1, 3 or 5', () => {
    const six = [...teas, { name: 'Bancha', slug: 'bancha' }, { name: 'Kukicha', slug: 'kukicha' }];
    render(
      <Carousel<Tea>
        items={six}
        label="Featured teas"
        getKey={(tea) => tea.slug}
        visibleCount="responsive"
        renderItem={(tea, { reach }) => <span data-reach-given={reach}>{tea.name}</span>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Featured teas' })).toHaveClass('responsive');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => [slide.textContent, slide.dataset.reach])).toEqual([
      ['Bancha', '2'],
      ['Kukicha', '1'],
      ['Sencha', '0'],
      ['Gyokuro', '1'],
      ['Hojicha', '2'],
    ]);
    expect(slides.map((slide) => slide.firstElementChild?.getAttribute('data-reach-given'))).toEqual([
      '2',
      '1',
      '0',
      '1',
      '2',
    ]);
  });

  it('responsive with fewer items than five: each once, reach counted from the current one', () => {
    renderCarousel({ visibleCount: 'responsive', initialIndex: 1 });
    expect(screen.getAllByRole('group').map((slide) => [slide.textContent, slide.dataset.reach])).toEqual([
      ['Sencha', '1'],
      ['Gyokuro', '0'],
      ['Hojicha', '1'],
      ['Genmaicha', '2'],
    ]);
  });

  it('tells each tile whether it was on screen when the carousel opened', async () => {
    render(
      <Carousel<Tea>
        items={teas}
        label="Featured teas"
        getKey={(tea) => tea.slug}
        visibleCount={3}
        initialIndex={1}
        renderItem={(tea, { inFirstView }) => <span data-first-view={inFirstView}>{tea.name}</span>}
      />,
    );
    const firstView = () =>
      screen
        .getAllByRole('group')
        .map((slide) => [slide.textContent, slide.firstElementChild?.getAttribute('data-first-view')]);
    expect(firstView()).toEqual([
      ['Sencha', 'true'],
      ['Gyokuro', 'true'],
      ['Hojicha', 'true'],
    ]);
    // The tile the shopper brings in was never part of the first view; the ones still shown were.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(firstView()).toEqual([
      ['Gyokuro', 'true'],
      ['Hojicha', 'true'],
      ['Genmaicha', 'false'],
    ]);
  });

  it('moves with the arrow keys on the region', async () => {
    const user = userEvent.setup();
    renderCarousel();
    act(() => screen.getByRole('region', { name: 'Featured teas' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(active()).toBe('Genmaicha');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(active()).toBe('Gyokuro');
  });

  it('has dots that jump to a slide and mark the current one', async () => {
    const user = userEvent.setup();
    renderCarousel({ showDots: true });
    const third = screen.getByRole('button', { name: 'Go to slide 3' });
    await user.click(third);
    expect(active()).toBe('Hojicha');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('does not slide on its own by default', () => {
    jest.useFakeTimers();
    try {
      renderCarousel();
      act(() => jest.advanceTimersByTime(20_000));
      expect(active()).toBe('Sencha');
    } finally {
      jest.useRealTimers();
    }
  });

  it('auto-slides when asked, pausing while hovered', () => {
    jest.useFakeTimers();
    try {
      renderCarousel({ autoSlideMs: 5000 });
      act(() => jest.advanceTimersByTime(5000));
      expect(active()).toBe('Gyokuro');
      const region = screen.getByRole('region', { name: 'Featured teas' });
      act(() => region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
      act(() => jest.advanceTimersByTime(15_000));
      expect(active()).toBe('Gyokuro');
      act(() => region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
      act(() => jest.advanceTimersByTime(5000));
      expect(active()).toBe('Hojicha');
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders nothing without items', () => {
    const { container } = renderCarousel({ items: [] });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Carousel swipes', () => {
  beforeAll(installPointerEvent);

  const swipe = (dx: number, dy: number, pointerType = 'touch') => {
    const track = screen.getByText('Sencha').closest('[role="group"]')?.parentElement as HTMLElement;
    fireEvent.pointerDown(track, { pointerType, pointerId: 7, clientX: 200, clientY: 100 });
    fireEvent.pointerUp(track, { pointerType, pointerId: 7, clientX: 200 + dx, clientY: 100 + dy });
  };

  it('brings the next tile on a swipe left and the previous one on a swipe right, wrapping', () => {
    renderCarousel({ visibleCount: 4 });
    swipe(-80, 10);
    expect(active()).toBe('Gyokuro');
    swipe(90, -5);
    swipe(90, -5);
    expect(active()).toBe('Genmaicha');
  });

  it('ignores taps, vertical scrolls and mouse drags', () => {
    renderCarousel({ visibleCount: 4 });
    swipe(-20, 0);
    swipe(-60, 120);
    swipe(-120, 0, 'mouse');
    expect(active()).toBe('Sencha');
  });
});
