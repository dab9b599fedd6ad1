import { useCallback, useSyncExternalStore } from 'react';
import { createPaintGate, type PaintGate } from './paintGate';

let pageGate: PaintGate | null = null;
const gate = () => (pageGate ??= createPaintGate(window));

/**
 * False until the browser has painted the page's first render with this component in it, then true for good:
 * for requests that would otherwise share the network with the page's largest paint
 * (docs/architecture.md#first-render). Mounted once the page has painted, it is true at once. With `wait`
 * false it is true and schedules nothing (a component that holds only some of its instances). A server render,
 * and the browser's hydration of it, hold (docs/server-rendering.md#the-handover): the browser then lets go
 * after its paint, as on any first render.
 */
export function useAfterNextPaint(wait = true): boolean {
  const subscribe = useCallback(
    (onPainted: () => void) => (wait ? gate().whenPainted(onPainted) : () => undefined),
    [wait],
  );
  return useSyncExternalStore(
    subscribe,
    () => !wait || gate().painted(),
    () => !wait,
  );
}
