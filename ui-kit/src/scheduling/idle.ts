/**
 * Work that must not compete with the page's first paint (docs/architecture.md#first-render): link prefetching
 * and the areas below the fold start from the window's load on, in idle time. Each returns a cancel function.
 */

/** Runs `run` in the browser's next idle period (at most 2 s away), or after 200 ms without requestIdleCallback. */
export function whenIdle(win: Window, run: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(run, { timeout: 2000 });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(run, 200);
  return () => win.clearTimeout(id);
}

/** Runs `run` once the window has loaded: at once if it has. */
export function afterLoad(win: Window, run: () => void): () => void {
  if (win.document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  win.addEventListener('load', run, { once: true });
  return () => win.removeEventListener('load', run);
}

/** Runs `run` in the first idle period after the window's load. */
export function afterLoadWhenIdle(win: Window, run: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const cancelLoad = afterLoad(win, () => {
    cancelIdle = whenIdle(win, run);
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}

/**
 * Runs `run` once the browser has painted its next frame: a frame callback runs just before that paint, and a
 * task it queues runs after it. A hidden tab paints no frames: `run` waits until the tab is shown.
 */
export function afterNextPaint(win: Window, run: () => void): () => void {
  let timer: number | undefined;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(run, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

const FCP = 'first-contentful-paint';

/**
 * Runs `run` once, after the page's first contentful paint (a frame with no content yet does not count), or
 * after the window's load where the browser does not report paints.
 */
export function afterFirstContentfulPaint(win: Window, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (win.performance.getEntriesByName(FCP).length > 0) return once();
  if (typeof PerformanceObserver === 'function') {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FCP).length === 0) return;
      observer.disconnect();
      once();
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
      return;
    } catch {
      observer.disconnect();
    }
  }
  afterLoad(win, once);
}

/**
 * Ends the current task here: what follows runs in a new one, after the browser has handled input and painted if
 * it needed to. Start-up work chained on promises that have already settled otherwise runs as one long task.
 */
export function yieldToBrowser(win: Window = window): Promise<void> {
  const { scheduler } = win as Window & { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
