import { act, renderHook } from '@testing-library/react';
import { useAfterLoadWhenIdle } from './useAfterLoadWhenIdle';

/** The document as it is while the page is still loading its images and scripts. */
function stillLoading() {
  const spy = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  return () => spy.mockReturnValue('complete');
}

describe('useAfterLoadWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('turns true only in the idle time after the window has loaded, and stays true', () => {
    const loaded = stillLoading();
    const { result, rerender } = renderHook(() => useAfterLoadWhenIdle());
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(false);

    loaded();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    // jsdom has no requestIdleCallback: the stand-in waits 200 ms.
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('on a page the window loaded before, waits only for idle time', () => {
    const { result } = renderHook(() => useAfterLoadWhenIdle());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });

  it('leaves nothing running once gone', () => {
    stillLoading();
    const removed = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useAfterLoadWhenIdle());
    unmount();
    expect(removed).toHaveBeenCalledWith('load', expect.any(Function));
  });
});
