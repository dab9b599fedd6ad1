import { yieldToBrowser } from './idle';

describe('yieldToBrowser', () => {
  afterEach(() => jest.useRealTimers());

  it('resumes in a later task, not in the microtasks of this one', async () => {
    jest.useFakeTimers();
    let resumed = false;
    void yieldToBrowser(window).then(() => (resumed = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(true);
  });

  it('uses the browser’s own scheduler.yield where there is one', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    const win = Object.assign(Object.create(window) as Window, { scheduler: { yield: yielded } });
    await yieldToBrowser(win);
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
