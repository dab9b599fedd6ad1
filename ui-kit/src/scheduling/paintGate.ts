import { afterNextPaint } from './idle';

/** Whether the page has painted since its first held render, and a way to wait until it has. */
export interface PaintGate {
  painted(): boolean;
  /** Calls `done` once the next frame has been painted; every waiter of that frame in the same task. */
  whenPainted(done: () => void): () => void;
}

/**
 * One wait per page, not per image: the first held images wait for the frame after them, all in one frame
 * callback (so they arrive in one render), and anything held later (a tab's graphic, a carousel's next slide,
 * the next tea item) is past the start-up paint and waits for nothing (docs/architecture.md#first-render).
 */
export function createPaintGate(win: Window): PaintGate {
  let painted = false;
  const waiting = new Set<() => void>();
  let cancelWait: (() => void) | null = null;
  return {
    painted: () => painted,
    whenPainted(done) {
      waiting.add(done);
      cancelWait ??= afterNextPaint(win, () => {
        painted = true;
        cancelWait = null;
        const due = [...waiting];
        waiting.clear();
        for (const call of due) call();
      });
      return () => {
        waiting.delete(done);
        if (waiting.size === 0 && cancelWait) {
          cancelWait();
          cancelWait = null;
        }
      };
    },
  };
}
