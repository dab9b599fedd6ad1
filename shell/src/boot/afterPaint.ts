import { afterFirstContentfulPaint } from '@sencha/ui-kit/scheduling';

/**
 * On a server-rendered page the shell's scripts wait for the page's first paint (docs/server-rendering.md#first-paint):
 * the render server moves them from the head onto the boot script's `data-after-paint`, and the boot adds them
 * once the page has painted. A page the browser renders has none: its scripts are in its head as built.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Past this the scripts start anyway: a page that paints nothing contentful must still come alive. A hidden
 * tab paints nothing until shown; its page comes alive then, or after this.
 */
const PAINT_WAIT_MS = 3000;

/**
 * In the task after the page's first contentful paint: a frame painted before the page's content was there, or
 * one a browser holds back a while after a navigation, is not it.
 */
export function untilPainted(win: Window): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      resolve();
    };
    const timer = win.setTimeout(settle, PAINT_WAIT_MS);
    afterFirstContentfulPaint(win, () => win.setTimeout(settle, 0));
  });
}

/**
 * Adds the scripts the boot script carries, in their order, as the head's deferred scripts would have run.
 * Only addresses beside the boot script's own: nothing in a page is trusted to name another origin's code.
 */
export function startScriptsAfterPaint(doc: Document): void {
  const script = doc.querySelector<HTMLScriptElement>(`script[${AFTER_PAINT_ATTRIBUTE}]`);
  if (!script?.src) return;
  const origin = new URL(script.src).origin;
  const listed = script.getAttribute(AFTER_PAINT_ATTRIBUTE)?.split(/\s+/).filter(Boolean) ?? [];
  for (const src of listed) {
    const url = new URL(src, script.src);
    if (url.origin !== origin) continue;
    const element = doc.createElement('script');
    element.async = false;
    element.src = url.href;
    doc.head.appendChild(element);
  }
}
