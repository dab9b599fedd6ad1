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

/** Where the pointer rests, from a move made before the page was live, and of which kind it is. */
interface Hover {
  target: Element;
  pointerType: string;
}

/**
 * Tells the page's code where the shopper already is: React's focus and enter handlers (a search box's
 * suggestions, a menu that opens on hover) saw neither event, which happened before they existed. An event made
 * while React was hydrating, React replays itself, so such a handler can see it twice in a row: focus and enter
 * handlers are written to be idempotent (open what is open).
 */
function reenter(doc: Document, hover: Hover | null): void {
  const focused = doc.activeElement;
  if (focused instanceof HTMLElement && focused !== doc.body)
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  if (!hover?.target.isConnected) return;
  const Pointer = doc.defaultView?.PointerEvent;
  const init = { bubbles: true, pointerType: hover.pointerType };
  // Browsers have PointerEvent; what reads only the type and the pointer's kind is served either way.
  const over = Pointer ? new Pointer('pointerover', init) : new MouseEvent('pointerover', init);
  if (!Pointer) Object.defineProperty(over, 'pointerType', { value: hover.pointerType });
  hover.target.dispatchEvent(over);
  // A mouse also makes mouse events, which some handlers follow (a carousel pausing under it, a zoom).
  if (hover.pointerType === 'mouse')
    hover.target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

/**
 * On a server-rendered page the buttons show before their handlers exist (docs/server-rendering.md#first-paint): a
 * press then would do nothing. Presses and form submissions are held from the boot script's first moment and
 * replayed, in order, on the same elements once the page is live (`<html data-live>`, hydration/useLiveMark.ts):
 * hydration keeps the server's elements. Where the shopper is (the focused field, the element under the pointer)
 * and text typed meanwhile are handed to the page first. Links are not held: they navigate as plain links.
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
  let hover: Hover | null = null;
  const onPointerOver = (event: Event) => {
    if (event.target instanceof Element && event instanceof MouseEvent)
      hover = {
        target: event.target,
        pointerType: 'pointerType' in event ? String(event.pointerType) : 'mouse',
      };
  };
  // The pointer left the page.
  const onPointerOut = (event: Event) => {
    if (event instanceof MouseEvent && !event.relatedTarget) hover = null;
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    reenter(doc, hover);
    for (const field of typedInto) if (field.isConnected) retype(field);
    for (const replay of held.splice(0)) replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-live'] });
}
