import { SCROLL_TO_TOP_MS, scrollToTop } from './scrollToTop';

/** Runs queued animation frames one by one at the given times. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => queue.push(callback));
  return (at: number) => queue.splice(0).forEach((callback) => callback(at));
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  return jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

const motion = (reduce: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: reduce }),
  });

afterEach(() => jest.restoreAllMocks());

describe('scrollToTop', () => {
  it('reads the scroll position only in the next frame, then eases to the top over 600 ms', () => {
    motion(false);
    const runFrames = frames();
    const scrollY = jest.fn(() => 1000);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollY });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToTop();
    expect(scrollY).not.toHaveBeenCalled();
    runFrames(0);
    runFrames(SCROLL_TO_TOP_MS / 2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    runFrames(SCROLL_TO_TOP_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('jumps with reduced motion, and does nothing at the top', () => {
    motion(true);
    const runFrames = frames();
    const scrollTo = scrolledTo(300);
    scrollToTop();
    runFrames(0);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    scrolledTo(0);
    scrollToTop();
    runFrames(16);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
