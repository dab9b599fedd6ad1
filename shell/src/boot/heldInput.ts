/** What a press lands on that only the page's code can answer (links navigate without it). */
const PRESSABLE = 'button, input[type="submit"], input[type="button"], [role="button"]';

/**
 * Tells the page's code what was typed into a field before it was live: React kept the text on screen but not in
 * its state. The field's own `value` setter (the one React watches) is given its old value, the element's native
 * one the text, and an input event follows: React then reads a change, as if it had just been typed.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  if (typed === field.defaultValue || !nativeValue?.set) return;
  field.value = field.defaultValue;
  nativeValue.set.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * On a server-rendered page the buttons show before their handlers exist (docs/server-rendering.md#first-paint): a
 * press then would do nothing. Presses and form submissions are held from the boot script's first moment and
 * replayed, in order, on the same elements once the page is live (`<html data-live>`, hydration/useLiveMark.ts):
 * hydration keeps the server's elements. Text typed meanwhile is handed to the page first. Links are not held:
 * they navigate as plain links.
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
  const typedInto = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typedInto.add(field);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onInput, true);
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('input', onInput, true);
    for (const field of typedInto) if (field.isConnected) retype(field);
    for (const replay of held.splice(0)) replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-live'] });
}
