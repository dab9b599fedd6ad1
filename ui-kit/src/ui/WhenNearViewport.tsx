import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterLoadWhenIdle } from '../scheduling/idle';
import styles from './WhenNearViewport.module.css';

/**
 * How far below the viewport an area starts loading: far enough that a shopper scrolling at reading speed
 * finds it ready, near enough that a shopper who never scrolls does not download it.
 */
export const NEAR_VIEWPORT_PX = 600;
export const NEAR_VIEWPORT_MARGIN = `0px 0px ${NEAR_VIEWPORT_PX}px 0px`;

export interface WhenNearViewportProps {
  /** The height kept free until the children render, the same as their own loading state's. */
  height: number;
  /**
   * When the box starts being watched: after the window's load (default), or at once, for content that can be
   * the page's largest paint once what is above it has rendered (its place then keeps it out of the near margin
   * until then).
   */
  watchFrom?: 'load' | 'mount';
  /** Renders the children from the first render on (content a server render shows: hydration must too). */
  nearAtFirst?: boolean;
  children: ReactNode;
}

/**
 * Renders its children once its box is within NEAR_VIEWPORT_MARGIN of the viewport after the window's load, or
 * the shopper presses Tab, and keeps them from then on. Until then an empty box of the given height holds the
 * place, so nothing below moves. Used for the carousel under the cart and order pages and the home page's blog
 * list: their code, data and images wait until after the page's own first paint
 * (docs/architecture.md#first-render). Without IntersectionObserver the children render at once (in a browser;
 * a server render keeps the place: docs/server-rendering.md).
 */
export function WhenNearViewport({
  height,
  watchFrom = 'load',
  nearAtFirst = false,
  children,
}: WhenNearViewportProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  // A server render holds the place too, as the browser's first render (its hydration) does.
  const [near, setNear] = useState(
    () => nearAtFirst || (typeof window !== 'undefined' && typeof IntersectionObserver !== 'function'),
  );

  useEffect(() => {
    const box = placeholder.current;
    if (near || !box) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    // Watched from the window's load on, in idle time (unless `watchFrom` is 'mount'): while the page above
    // still shows its short loading state, the box is in view at once, and would load alongside the page's own
    // first render.
    // A jump past it (End, a fling, a link to the footer) never makes it intersect: any scroll that leaves it
    // above the viewport, or near below it, counts too.
    const onScroll = () => {
      if (box.getBoundingClientRect().top < window.innerHeight + NEAR_VIEWPORT_PX) setNear(true);
    };
    const watch = () => {
      observer.observe(box);
      window.addEventListener('scroll', onScroll, { passive: true });
      // A shopper who scrolled past it before the watch began is already below it.
      onScroll();
    };
    let cancelWatch = () => undefined as void;
    if (watchFrom === 'mount') watch();
    else cancelWatch = afterLoadWhenIdle(window, watch);
    // A shopper moving by keyboard gets it at once, so Tab reaches it in page order rather than passing to
    // the footer first.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      cancelWatch();
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, watchFrom]);

  if (near) return children;
  return (
    <div
      ref={placeholder}
      className={styles.placeholder}
      style={{ minHeight: height }}
      data-testid="near-viewport-placeholder"
    />
  );
}
