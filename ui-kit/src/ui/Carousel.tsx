import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useSwipe } from './useSwipe';
import { visibleIndexes, wrapIndex } from './wrapIndex';
import styles from './Carousel.module.css';

export interface CarouselSlideState {
  index: number;
  active: boolean;
  /**
   * Among the tiles on screen when the carousel opens (the window around `initialIndex`): of a carousel that is
   * the page's lead content, these can be its largest paint, and only these (docs/architecture.md#images-and-fonts).
   */
  inFirstView: boolean;
  /** How far the slide sits from the current one in the rendered window (0 is the current one). */
  reach: number;
}

/**
 * Tiles on screen at once: a number, or 'responsive': one on phones, three from 768px, five from 1024px. A
 * responsive carousel renders five and its stylesheet shows those within reach, so its first render, on a server
 * that knows no width, is right at every width (docs/server-rendering.md#the-carousel).
 */
export type CarouselVisibleCount = number | 'responsive';
/** The most tiles a responsive carousel shows (at 1024px and wider). */
const RESPONSIVE_MOST = 5;

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, state: CarouselSlideState) => ReactNode;
  getKey: (item: T) => string;
  /** Accessible name of the carousel region. */
  label: string;
  showDots?: boolean;
  initialIndex?: number;
  /** Tiles on screen at once, centred on the current one. */
  visibleCount?: CarouselVisibleCount;
  onIndexChange?: (index: number) => void;
  /** Auto-advance period; undefined (the default) or 0 keeps it off. Pauses while hovered or focused. */
  autoSlideMs?: number;
  /**
   * Where the arrows go on phones: over the slide's edges (the default, the slide keeps the whole width), or
   * under the slide, either side of the dots, for slides whose edges carry content (an infographic's text).
   */
  phoneArrows?: 'over' | 'below';
}

/** A wrapping carousel: previous/next buttons, arrow keys and optional dots; the current tile is highlighted. */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  label,
  showDots = false,
  initialIndex = 0,
  visibleCount = 1,
  onIndexChange,
  autoSlideMs,
  phoneArrows = 'over',
}: CarouselProps<T>) {
  const length = items.length;
  const [rawIndex, setIndex] = useState(() => wrapIndex(initialIndex, length));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // The list may shrink under us (a reload): always read the index wrapped to the current length.
  const index = wrapIndex(rawIndex, length);
  const autoSliding = autoSlideMs !== undefined && autoSlideMs > 0 && length > 1;
  // From the props, not remembered: a tile that was on screen at first stays so, whatever the shopper did since.
  const responsive = visibleCount === 'responsive';
  const rendered = responsive ? RESPONSIVE_MOST : visibleCount;
  const firstView = new Set(visibleIndexes(wrapIndex(initialIndex, length), length, rendered));

  const goTo = (target: number) => {
    const next = wrapIndex(target, length);
    setIndex(next);
    onIndexChange?.(next);
  };

  // A swipe left brings the next tile, as a finger pushes the strip along.
  const swipeHandlers = useSwipe((direction) => goTo(direction === 'left' ? index + 1 : index - 1));

  useEffect(() => {
    if (!autoSliding || paused) return undefined;
    const timer = setTimeout(() => {
      const next = wrapIndex(index + 1, length);
      setIndex(next);
      onIndexChange?.(next);
    }, autoSlideMs);
    return () => clearTimeout(timer);
  }, [autoSliding, paused, autoSlideMs, index, length, onIndexChange]);

  if (length === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const shown = visibleIndexes(index, length, rendered);
  // The current tile's place in the window: the others are `reach` from it.
  const centre = shown.indexOf(index);
  const className = [
    styles.carousel,
    phoneArrows === 'below' && styles.arrowsBelow,
    responsive && styles.responsive,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        // Focus moving between the carousel's own buttons keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <button type="button" className={styles.arrow} aria-label="Previous" onClick={() => goTo(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <div
          className={styles.track}
          aria-live={autoSliding && !paused ? 'off' : 'polite'}
          {...swipeHandlers}
        >
          {shown.map((itemIndex, position) => {
            const item = items[itemIndex] as T;
            const active = itemIndex === index;
            const reach = Math.abs(position - centre);
            return (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${itemIndex + 1} of ${length}`}
                aria-current={active ? 'true' : undefined}
                data-active={active}
                data-reach={reach}
                className={active ? `${styles.slide} ${styles.active}` : styles.slide}
              >
                {renderItem(item, { index: itemIndex, active, inFirstView: firstView.has(itemIndex), reach })}
              </div>
            );
          })}
        </div>
        <button type="button" className={styles.arrow} aria-label="Next" onClick={() => goTo(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {showDots && (
        <ul className={styles.dots}>
          {items.map((item, itemIndex) => (
            <li key={getKey(item)}>
              <button
                type="button"
                className={itemIndex === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                aria-label={`Go to slide ${itemIndex + 1}`}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => goTo(itemIndex)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
