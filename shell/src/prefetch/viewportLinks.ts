import { whenIdle } from '@sencha/ui-kit';

/** Links watched for entering the viewport at most: a page with more links costs no more observers. */
export const MAX_WATCHED_LINKS = 200;

/** Links in the main content that enter the viewport; started after the window's load (linkPrefetch.ts). */
export function watchViewport(win: Window, onVisible: (link: HTMLAnchorElement) => void): () => void {
  if (typeof IntersectionObserver !== 'function' || typeof MutationObserver !== 'function')
    return () => undefined;
  const doc = win.document;
  const watched = new WeakSet<Element>();
  let count = 0;
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      if (entry.target instanceof HTMLAnchorElement) onVisible(entry.target);
    }
  });
  let scanQueued = false;
  const scan = () => {
    scanQueued = false;
    for (const link of doc.querySelectorAll('main a[href]')) {
      if (count >= MAX_WATCHED_LINKS) return;
      if (watched.has(link)) continue;
      watched.add(link);
      count += 1;
      visible.observe(link);
    }
  };
  const queueScan = () => {
    if (scanQueued || count >= MAX_WATCHED_LINKS) return;
    scanQueued = true;
    whenIdle(win, scan);
  };
  const added = new MutationObserver(queueScan);
  added.observe(doc.body, { childList: true, subtree: true });
  queueScan();
  return () => {
    added.disconnect();
    visible.disconnect();
  };
}
