import { AFTER_PAINT_ATTRIBUTE, startScriptsAfterPaint, untilPainted } from './afterPaint';

function bootScript(listed: string) {
  const script = document.createElement('script');
  script.src = 'http://localhost/boot.js';
  script.setAttribute(AFTER_PAINT_ATTRIBUTE, listed);
  document.head.appendChild(script);
}

const added = () =>
  [...document.head.querySelectorAll('script:not([data-after-paint])')].map((element) => ({
    src: (element as HTMLScriptElement).src,
    async: (element as HTMLScriptElement).async,
  }));

describe('the shell’s scripts on a server-rendered page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.useRealTimers();
  });

  it('starts the boot script’s listed scripts in order, as deferred scripts would run', () => {
    bootScript('/main.js?abc /other.js');
    startScriptsAfterPaint(document);
    expect(added()).toEqual([
      { src: 'http://localhost/main.js?abc', async: false },
      { src: 'http://localhost/other.js', async: false },
    ]);
  });

  it('starts no script of another origin', () => {
    bootScript('https://elsewhere.example/evil.js //elsewhere.example/x.js /main.js');
    startScriptsAfterPaint(document);
    expect(added()).toEqual([{ src: 'http://localhost/main.js', async: false }]);
  });

  it('starts nothing on a page the browser renders (no listed scripts)', () => {
    startScriptsAfterPaint(document);
    expect(added()).toEqual([]);
  });

  it('waits for the first contentful paint, and no longer than three seconds when none comes', async () => {
    jest.useFakeTimers();
    const notify: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = [];
    const original = window.PerformanceObserver;
    // No paint has been reported yet (jsdom keeps no paint entries).
    Object.assign(window.performance, { getEntriesByName: () => [] });
    Object.assign(window, {
      PerformanceObserver: class {
        constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          notify.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    });
    const paint = (name: string) =>
      notify.forEach((callback) => callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }));
    try {
      let painted = false;
      void untilPainted(window).then(() => (painted = true));
      paint('first-paint');
      await jest.advanceTimersByTimeAsync(10);
      expect(painted).toBe(false);
      paint('first-contentful-paint');
      await jest.advanceTimersByTimeAsync(0);
      expect(painted).toBe(true);

      let gaveUp = false;
      void untilPainted(window).then(() => (gaveUp = true));
      await jest.advanceTimersByTimeAsync(2999);
      expect(gaveUp).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(gaveUp).toBe(true);
    } finally {
      Object.assign(window, { PerformanceObserver: original });
    }
  });
});
