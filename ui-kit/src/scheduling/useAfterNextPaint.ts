import { useEffect, useState } from 'react';
import { afterNextPaint } from './idle';

/**
 * False until the browser has painted what the component first rendered, then true for good: for requests that
 * would otherwise share the network with the page's largest paint (docs/architecture.md#first-render). With
 * `wait` false it is true at once and schedules nothing (a component that holds only some of its instances).
 */
export function useAfterNextPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(window, () => setPainted(true));
  }, [painted]);
  return painted;
}
