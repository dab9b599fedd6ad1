import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than its box (it scrolls sideways), kept up to date as either is
 * resized. False where ResizeObserver is missing: nothing then depends on it but a tab stop and a hint.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
