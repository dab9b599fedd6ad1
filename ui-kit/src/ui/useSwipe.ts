import { useRef, type PointerEvent } from 'react';

/** How far, in CSS pixels, a finger must travel sideways (more than up or down) to count as a swipe. */
export const SWIPE_MIN_DISTANCE = 40;

export type SwipeDirection = 'left' | 'right';

/** Which way a gesture from (0,0) to (dx,dy) swiped, or null for a tap or a vertical scroll. */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * Pointer handlers that report a sideways swipe by touch or pen (a mouse drag is not a swipe: it selects or
 * drags links). Pair with `touch-action: pan-y`, so the page still scrolls vertically under the finger.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
