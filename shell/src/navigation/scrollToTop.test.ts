import { LONGEST_FRAME_MS, SCROLL_TO_TOP_MS, scrollToTop } from './scrollToTop';

/**
 * Animation frames run by hand: `at(ms)` runs the callbacks queued so far with that time stamp, `until(ms)` runs
 * a frame every 20 ms (a steady display) up to that time.
 */
function frames() {
  let queue = new Map<number, FrameRequestCallback>();
  let next = 0;
  let now = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    next += 1;
    queue.set(next, callback);
    return next;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => queue.delete(id));
  return {
    at(time: number) {
      now = time;
      const due = queue;
      queue = new Map();
      due.forEach((callback) => callback(time));
    },
    until(time: number) {
      while (now + 20 <= time) this.at(now + 20);
    },
    pending: () => queue.size,
  };
}

/** A page scrolled to `y`; scrolling moves it as the browser would. */
function scrolledTo(y: number) {
  let position = y;
  const read = jest.fn(() => position);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: read });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
    const [first, second] = args;
    if (typeof second === 'number') position = second;
    else if (typeof first === 'object' && first !== null && 'top' in first && typeof first.top === 'number')
      position = first.top;
  });
  return { read, scrollTo, position: () => position };
}

const motion = (reduce: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce') }),
  });

afterEach(() => jest.restoreAllMocks());

describe('scrollToTop', () => {
  it('reads the scroll position only in the next frame, then eases to the top over 600 ms', () => {
    motion(false);
    const frame = frames();
    const page = scrolledTo(1000);
    scrollToTop();
    expect(page.read).not.toHaveBeenCalled();
    frame.at(0);
    frame.at(20);
    // Every step is applied at once, whatever the page's CSS scroll-behavior.
    expect(page.scrollTo).toHaveBeenLastCalledWith({ top: expect.any(Number), behavior: 'instant' });
    frame.until(SCROLL_TO_TOP_MS / 2);
    expect(page.position()).toBe(500);
    frame.until(SCROLL_TO_TOP_MS - 20);
    expect(page.position()).toBeGreaterThan(0);
    frame.until(SCROLL_TO_TOP_MS);
    expect(page.position()).toBe(0);
    expect(frame.pending()).toBe(0);
  });

  it('counts at most 50 ms for a frame held up by the new page: it scrolls rather than jumps', () => {
    motion(false);
    const frame = frames();
    const page = scrolledTo(1000);
    scrollToTop();
    // The frame that reads the position is stamped before the new page's render held it up for 400 ms.
    frame.at(0);
    frame.at(400);
    // Its 400 ms counted as 50: the page has barely set off (counted in full, it would be 78 % of the way).
    expect(LONGEST_FRAME_MS).toBe(50);
    expect(page.position()).toBeGreaterThan(950);
    frame.until(400 + SCROLL_TO_TOP_MS / 2);
    expect(page.position()).toBeGreaterThan(0);
    frame.until(400 + SCROLL_TO_TOP_MS);
    expect(page.position()).toBe(0);
  });

  it('jumps at once with reduced motion, and does nothing more', () => {
    motion(true);
    const frame = frames();
    const page = scrolledTo(300);
    scrollToTop();
    frame.at(0);
    expect(page.scrollTo).toHaveBeenCalledTimes(1);
    expect(page.position()).toBe(0);
    expect(frame.pending()).toBe(0);
  });

  it('does nothing at the top', () => {
    motion(false);
    const frame = frames();
    const page = scrolledTo(0);
    scrollToTop();
    frame.at(0);
    expect(page.scrollTo).not.toHaveBeenCalled();
    expect(frame.pending()).toBe(0);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'hands the page back to the shopper on %s',
    (type) => {
      motion(false);
      const frame = frames();
      const page = scrolledTo(1000);
      scrollToTop();
      frame.at(0);
      frame.until(SCROLL_TO_TOP_MS / 2);
      window.dispatchEvent(new Event(type));
      expect(frame.pending()).toBe(0);
      page.scrollTo.mockClear();
      frame.until(SCROLL_TO_TOP_MS);
      expect(page.scrollTo).not.toHaveBeenCalled();
      expect(page.position()).toBe(500);
    },
  );

  it('stops when told to (the next navigation), even before its first frame', () => {
    motion(false);
    const frame = frames();
    const page = scrolledTo(1000);
    scrollToTop()();
    frame.at(0);
    expect(page.read).not.toHaveBeenCalled();

    const stop = scrollToTop();
    frame.at(0);
    frame.at(20);
    stop();
    expect(frame.pending()).toBe(0);
    // Its listeners went with it: input after the stop finds nothing to stop.
    const removed = jest.spyOn(window, 'removeEventListener');
    window.dispatchEvent(new Event('wheel'));
    expect(removed).not.toHaveBeenCalled();
  });
});
