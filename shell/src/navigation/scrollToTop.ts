/**
 * Smooth scroll to the top over 600 ms (docs/product-rules.md#timings); native smooth scrolling has no
 * duration.
 */
export const SCROLL_TO_TOP_MS = 600;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function scrollToTop(durationMs = SCROLL_TO_TOP_MS): void {
  // Read the scroll position in the next frame, not now: called from the navigation's layout effect, reading it
  // at once would lay out the whole new page inside React's commit, one long task on a phone (issue 17). By the
  // next frame the browser has laid it out anyway.
  requestAnimationFrame((began) => {
    const start = window.scrollY;
    if (start <= 0) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0);
      return;
    }
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      window.scrollTo(0, Math.round(start * (1 - easeInOut(progress))));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
