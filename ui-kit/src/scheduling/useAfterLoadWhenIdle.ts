import { useEffect, useState } from 'react';
import { afterLoadWhenIdle } from './idle';

/**
 * False until the first idle period after the window's load (on a later page, the window has loaded: the next
 * idle period), then true for good: for work that would otherwise land inside the page's largest paint
 * (docs/architecture.md#deferred-code).
 */
export function useAfterLoadWhenIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    return afterLoadWhenIdle(window, () => setReady(true));
  }, [ready]);
  return ready;
}
