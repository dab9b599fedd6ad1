import type { Page } from '@playwright/test';

/**
 * The layout guard's geometry check, measured in the page itself (one evaluate per frame): a page wider than
 * its window, two visible controls or runs of text whose boxes overlap, a control cut by a box that clips it,
 * a control or text running out of the card drawn around it, and a framed page larger than its frame.
 */

/** px: sub-pixel rounding, borders that meet and focus rings are not defects. */
const TOLERANCE = 2;

/** What the shopper can click, type into or focus. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  // tabindex="-1" marks script focus targets (the routed <main>, headings), not controls.
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

interface Options {
  tolerance: number;
  controls: string;
  /** A framed page must fit its frame in both directions: the frame does not grow with it. */
  framed: boolean;
}

/** Runs in the page, so it uses nothing from outside its own body. Answers one line per problem. */
function inspect({ tolerance, controls, framed }: Options): string[] {
  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const root = document.documentElement;
  const problems: string[] = [];
  const boxOf = (element: Element | Range): Box => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  };
  const meet = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const join = (a: Box, b: Box): Box => ({
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  });
  const size = (box: Box) => `${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`;
  const tiny = (box: Box) => box.right - box.left <= tolerance || box.bottom - box.top <= tolerance;
  const within = (inner: Box, outer: Box) =>
    inner.left >= outer.left - tolerance &&
    inner.top >= outer.top - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.bottom <= outer.bottom + tolerance;
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const style = (element: Element) => getComputedStyle(element);
  const px = (value: string) => parseFloat(value) || 0;

  const nameOf = (element: Element): string => {
    const labelled = element.getAttribute('aria-label');
    if (labelled) return squash(labelled);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )
      return squash(element.labels?.[0]?.textContent || element.getAttribute('placeholder') || element.name);
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    return squash(own.map((node) => node.textContent).join(' ')) || squash(element.textContent);
  };
  const describe = (element: Element, box = boxOf(element)) => {
    const role = element.getAttribute('role');
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2);
    const tag = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${role ? `[role=${role}]` : ''}`;
    const where = `[${Math.round(box.left)},${Math.round(box.top)} ${size(box)}]`;
    return `<${tag}${classes.map((name) => `.${name}`).join('')}> "${nameOf(element)}" ${where}`;
  };

  const hidden = (element: Element): boolean => {
    // aria-hidden marks decoration (icons, the star rating's filled half laid over its outline); the toast
    // floats over the page by design.
    if (element.closest('[aria-hidden="true"], [data-type][data-visible]')) return true;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    // The visually hidden pattern: text for screen readers, clipped to nothing on screen.
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { clipPath } = style(node);
      if (style(node).getPropertyValue('clip') !== 'auto' || clipPath.startsWith('inset(50%')) return true;
    }
    return false;
  };
  /** A box the page draws: a border, a background or a shadow. */
  const drawn = (element: Element) => {
    const s = style(element);
    const sides = ['top', 'right', 'bottom', 'left'];
    return (
      s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      s.backgroundImage !== 'none' ||
      s.boxShadow !== 'none' ||
      sides.some((side) => px(s.getPropertyValue(`border-${side}-width`)) > 0)
    );
  };
  /** Inside the padding (with `padding`) or the border of an element. */
  const insideOf = (node: Element, padding: boolean): Box => {
    const s = style(node);
    const { left, top, right, bottom } = boxOf(node);
    // Its own sizes are before transforms, its box after (a carousel's slide is scaled).
    const scaled = node instanceof HTMLElement && node.offsetWidth > 0 && node.offsetHeight > 0;
    const sx = scaled ? (right - left) / node.offsetWidth : 1;
    const sy = scaled ? (bottom - top) / node.offsetHeight : 1;
    const pad = (value: string) => (padding ? px(value) : 0);
    const x = left + node.clientLeft * sx;
    const y = top + node.clientTop * sy;
    return {
      left: x + pad(s.paddingLeft) * sx,
      top: y + pad(s.paddingTop) * sy,
      right: x + (node.clientWidth - pad(s.paddingRight)) * sx,
      bottom: y + (node.clientHeight - pad(s.paddingBottom)) * sy,
    };
  };

  /**
   * The part of `box` its clipping ancestors let show (overflow other than visible), following the containing
   * block: a positioned box escapes the clip of static ancestors, a fixed one escapes them all. With `self`,
   * the element's own overflow clips too (its text). Answers the first box that cut it, if any.
   */
  const clipped = (element: Element, box: Box, self: boolean): { box: Box; by: Element | null } => {
    let shown = box;
    let by: Element | null = null;
    let position = style(element).position;
    for (let node = self ? element : element.parentElement; node; node = node.parentElement) {
      // The root and body's overflow is the viewport's: the page-width check covers it.
      if (node === root || node === document.body) break;
      const s = style(node);
      if (node !== element) {
        if (position === 'fixed') break;
        if (position === 'absolute' && s.position === 'static') continue;
        position = s.position;
      }
      // Overflow does not apply to inline boxes, and display: contents has no box.
      if (s.display === 'inline' || s.display === 'contents') continue;
      const clip = insideOf(node, false);
      const next = meet(shown, {
        left: s.overflowX === 'visible' ? -Infinity : clip.left,
        right: s.overflowX === 'visible' ? Infinity : clip.right,
        top: s.overflowY === 'visible' ? -Infinity : clip.top,
        bottom: s.overflowY === 'visible' ? Infinity : clip.bottom,
      });
      if (!by && !within(shown, next)) by = node;
      shown = next;
    }
    return { box: shown, by };
  };

  // Off the page (a skip link parked above or left of it, a slide moved out): nothing a shopper sees.
  const offPage = (box: Box) =>
    box.right <= 0 || box.bottom <= 0 || box.left >= root.scrollWidth || box.top >= root.scrollHeight;

  /**
   * A control's extent as the shopper sees it: its box when it draws one or is a field, else its content (a
   * link's words), since a bare link's box may span a column its words do not reach. Kept within its box: text
   * hidden for screen readers inside it may run far past the words on screen.
   */
  const extentOf = (element: Element): Box => {
    const box = boxOf(element);
    if (drawn(element) || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)) return box;
    const range = document.createRange();
    range.selectNodeContents(element);
    const content = meet(box, boxOf(range));
    return tiny(content) ? box : content;
  };

  /**
   * The nearest card drawn around an element (narrower than the window: a band across the page is no card),
   * unless something between them is placed out of the flow on purpose (a badge, a dropdown), or clips.
   */
  const cardOf = (element: Element): Element | null => {
    // A legend sits in its fieldset's border by design.
    if (element.closest('legend') || ['absolute', 'fixed'].includes(style(element).position)) return null;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const s = style(node);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') return null;
      const box = s.display !== 'inline' && s.display !== 'contents' && boxOf(node);
      if (box && drawn(node) && box.right - box.left < window.innerWidth - tolerance) return node;
      if (['absolute', 'fixed'].includes(s.position)) return null;
    }
    return null;
  };

  const items: { element: Element; box: Box }[] = [];
  const isControl = new Set<Element>();
  for (const element of document.body.querySelectorAll(controls)) {
    if (hidden(element)) continue;
    const box = extentOf(element);
    const shown = clipped(element, box, false);
    if (tiny(shown.box) || offPage(shown.box)) continue;
    isControl.add(element);
    items.push({ element, box: shown.box });
    if (shown.by)
      problems.push(`${describe(element, box)} is cut to ${size(shown.box)} by ${describe(shown.by)}`);
  }

  // Text leaves: elements with text of their own, measured by that text's lines rather than the element's box
  // (a block's box spans the column; its words may not).
  const texts = new Map<Element, Box>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || isControl.has(parent)) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const known = texts.get(parent);
    texts.set(parent, known ? join(known, boxOf(range)) : boxOf(range));
  }
  for (const [element, box] of texts) {
    if (tiny(box) || hidden(element)) continue;
    const shown = clipped(element, box, true).box;
    if (!tiny(shown) && !offPage(shown)) items.push({ element, box: shown });
  }

  for (const { element, box } of items) {
    const card = cardOf(element);
    if (!card) continue;
    const inside = insideOf(card, true);
    const out = Math.max(
      inside.left - box.left,
      box.right - inside.right,
      inside.top - box.top,
      box.bottom - inside.bottom,
    );
    if (out > tolerance)
      problems.push(`${describe(element, box)} runs ${Math.round(out)}px out of ${describe(card)}`);
  }

  for (let i = 0; i < items.length; i += 1) {
    const a = items[i]!;
    for (let j = i + 1; j < items.length; j += 1) {
      const b = items[j]!;
      const overlap = meet(a.box, b.box);
      if (tiny(overlap)) continue;
      // One inside the other (a label in its button, a badge on its link) is composition, not a collision.
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      if (within(a.box, b.box) || within(b.box, a.box)) continue;
      problems.push(
        `${describe(a.element, a.box)} overlaps ${describe(b.element, b.box)} by ${size(overlap)} px`,
      );
    }
  }

  if (root.scrollWidth > window.innerWidth) {
    // The outermost boxes that stick out, so the message points at the cause rather than at all its content.
    const past = (element: Element) =>
      !hidden(element) && clipped(element, boxOf(element), false).box.right > window.innerWidth + tolerance;
    const out = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        past(element) && (element.parentElement === document.body || !past(element.parentElement!)),
    );
    const named = out.slice(0, 5).map((element) => describe(element));
    if (out.length > 5) named.push(`${out.length - 5} more`);
    problems.push(
      `the page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window; past its right edge: ${named.join('; ')}`,
    );
  }
  // What a frame hides below its bottom edge is what the shopper misses there (its <main> sticks out too).
  if (framed && root.scrollHeight > window.innerHeight) {
    const out = items.filter(({ box }) => box.bottom > window.innerHeight + tolerance);
    problems.push(
      `the framed page is ${root.scrollHeight}px tall in a ${window.innerHeight}px frame; past its bottom: ${out.map(({ element, box }) => describe(element, box)).join('; ')}`,
    );
  }
  return problems;
}

/**
 * The layout problems of the page as it is now, its frames included, one line each (empty when none). The page
 * is measured from its top, where a sticky header covers nothing.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const found: string[] = [];
  for (const frame of page.frames()) {
    const owner = frame === page.mainFrame() ? null : await frame.frameElement();
    if (owner && !(await owner.isVisible())) continue;
    const options: Options = { tolerance: TOLERANCE, controls: CONTROLS, framed: owner !== null };
    const problems = await frame.evaluate(inspect, options);
    const where = owner ? `in the frame "${(await owner.getAttribute('title')) ?? frame.url()}": ` : '';
    found.push(...problems.map((problem) => `${where}${problem}`));
  }
  return found;
}
