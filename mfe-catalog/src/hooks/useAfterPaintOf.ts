import { useEffect, useState } from 'react';

/**
 * False until `image` has been decoded and the frame showing it painted, then true. Lets a heavy download
 * (the hero video) wait until the picture standing for it is on screen, so it does not compete with the
 * page's first paint for the network (docs/architecture.md#first-render). A failed decode still ends the
 * wait: the download must never depend on the picture.
 */
export function useAfterPaintOf(image: string): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let timer = 0;
    let frame = 0;
    const afterNextPaint = () => {
      if (cancelled) return;
      // A task queued from a frame callback runs once that frame has been painted.
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => setPainted(true), 0);
      });
    };
    const picture = new Image();
    picture.src = image;
    const decoded = typeof picture.decode === 'function' ? picture.decode() : Promise.resolve();
    decoded.then(afterNextPaint, afterNextPaint);
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [image]);
  return painted;
}
