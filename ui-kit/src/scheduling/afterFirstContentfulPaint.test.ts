import { afterFirstContentfulPaint } from './idle';

/** A window whose performance timeline holds `paints`, and whose load has or has not happened. */
function fakeWindow(paints: string[], loaded: boolean) {
  const listeners: Array<() => void> = [];
  const win = {
    performance: { getEntriesByName: (name: string) => paints.filter((p) => p === name) },
    document: { readyState: loaded ? 'complete' : 'loading' },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  } as unknown as Window;
  return { win, load: () => listeners.splice(0).forEach((listener) => listener()) };
}

describe('afterFirstContentfulPaint', () => {
  const original = globalThis.PerformanceObserver;
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  it('runs at once when the page has painted content already', () => {
    const run = jest.fn();
    afterFirstContentfulPaint(fakeWindow(['first-contentful-paint'], false).win, run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the paint the observer reports, and runs once', () => {
    let report: (names: string[]) => void = () => undefined;
    globalThis.PerformanceObserver = class {
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    const run = jest.fn();
    afterFirstContentfulPaint(fakeWindow([], false).win, run);
    report(['first-paint']);
    expect(run).not.toHaveBeenCalled();
    report(['first-contentful-paint']);
    report(['first-contentful-paint']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('falls back to the window load where paints are not reported', () => {
    Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    const run = jest.fn();
    const page = fakeWindow([], false);
    afterFirstContentfulPaint(page.win, run);
    expect(run).not.toHaveBeenCalled();
    page.load();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
