import { useEffect, useState } from 'react';
import { afterNextPaint } from '@sencha/ui-kit';

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
    let cancelPaintWait: () => void = () => undefined;
    const waitForPaint = () => {
      if (!cancelled) cancelPaintWait = afterNextPaint(window, () => setPainted(true));
    };
    const picture = new Image();
    picture.src = image;
    const decoded = typeof picture.decode === 'function' ? picture.decode() : Promise.resolve();
    decoded.then(waitForPaint, waitForPaint);
    return () => {
      cancelled = true;
      cancelPaintWait();
    };
  }, [image]);
  return painted;
}
