/**
 * Smooth scroll to the top over 600 ms, at once when the shopper prefers reduced motion
 * (docs/product-rules/navigation.md#navigation-and-layout, docs/product-rules/messages-and-limits.md#timings);
 * native smooth scrolling has no duration.
 */
export const SCROLL_TO_TOP_MS = 600;

/**
 * The most time one frame moves the scroll on. A frame held up (the first one by the new page's render and layout,
 * a good part of the 600 ms on a phone) would otherwise spend that time at once, a jump rather than a scroll; at
 * 20 frames a second and more the scroll takes its 600 ms.
 */
export const LONGEST_FRAME_MS = 50;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** What the shopper does to scroll by hand: any of it hands the page back to them. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
const listening: AddEventListenerOptions = { capture: true, passive: true };

// Each position set at once: a smooth `scroll-behavior` in CSS would turn every frame's step into an animation
// of its own.
const scrollInstantlyTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/**
 * Starts the scroll; returns what stops it (the next navigation calls it, so two never run together). The shopper
 * scrolling, wheeling, touching or pressing a key stops it too.
 */
export function scrollToTop(durationMs = SCROLL_TO_TOP_MS): () => void {
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop, listening);
  };

  // Read the scroll position in the next frame, not now: called from the navigation's layout effect, reading it
  // at once would lay out the whole new page inside React's commit, one long task on a phone. By the next frame
  // the browser has laid it out anyway.
  frame = requestAnimationFrame((firstFrame) => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      scrollInstantlyTo(0);
      return;
    }
    const start = window.scrollY;
    if (start <= 0) return;
    for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, listening);
    let elapsed = 0;
    let previous = firstFrame;
    const step = (now: number) => {
      elapsed += Math.min(Math.max(0, now - previous), LONGEST_FRAME_MS);
      previous = now;
      const progress = Math.min(1, elapsed / durationMs);
      scrollInstantlyTo(Math.round(start * (1 - easeInOut(progress))));
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  });
  return stop;
}
