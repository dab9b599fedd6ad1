/** What a press lands on that only the page's code can answer (links navigate without it). */
const PRESSABLE = 'button, input[type="submit"], input[type="button"], [role="button"]';

/**
 * On a server-rendered page the buttons show before their handlers exist (docs/server-rendering.md#first-paint): a
 * press then would do nothing. Presses and form submissions are held from the boot script's first moment and
 * replayed, in order, on the same elements once the page is live (`<html data-live>`, hydration/useLiveMark.ts):
 * hydration keeps the server's elements. Links are not held: they navigate as plain links.
 */
export function holdInputUntilLive(doc: Document): void {
  const root = doc.documentElement;
  const live = () => root.dataset.live === 'true';
  if (live()) return;
  const held: Array<() => void> = [];
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(replay);
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (target instanceof HTMLElement && !live())
      hold(event, () => {
        if (target.isConnected) target.click();
      });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !live())
      hold(event, () => {
        if (form.isConnected) form.requestSubmit();
      });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    for (const replay of held.splice(0)) replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-live'] });
}
