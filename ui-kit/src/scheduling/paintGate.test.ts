import { createPaintGate } from './paintGate';

describe('createPaintGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lets every waiter of the first frame through together, after that frame, and later ones at once', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    const gate = createPaintGate(window);
    const calls: string[] = [];
    gate.whenPainted(() => calls.push('thumbnail'));
    gate.whenPainted(() => calls.push('graphic'));
    expect(frames).toHaveBeenCalledTimes(1);
    jest.advanceTimersToNextFrame();
    // The frame callback runs before that frame's paint: still waiting.
    expect(calls).toEqual([]);
    expect(gate.painted()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['thumbnail', 'graphic']);
    expect(gate.painted()).toBe(true);
  });

  it('a waiter that leaves is not called, and the last to leave cancels the wait, at either step', () => {
    const gate = createPaintGate(window);
    const kept = jest.fn();
    const gone = jest.fn();
    gate.whenPainted(kept);
    gate.whenPainted(gone)();
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();

    const early = createPaintGate(window);
    early.whenPainted(jest.fn())();
    expect(jest.getTimerCount()).toBe(0);
    const late = createPaintGate(window);
    const leave = late.whenPainted(jest.fn());
    jest.advanceTimersToNextFrame();
    leave();
    expect(jest.getTimerCount()).toBe(0);
    expect(late.painted()).toBe(false);
  });
});
