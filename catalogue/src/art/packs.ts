/**
 * The containers loose tea ships in: pouches of a few cuts and a tin (tea bags: teabags.ts). Each carries a blank
 * label and an abstract emblem, never the tea's name or weight: the page says those, and a painted name would
 * disagree with it after a rename.
 */
import type { TeaLook } from './palette';
import { linear, n2, shade } from './svg';

export type PouchCut = 'stand-up' | 'flat-seal' | 'kraft-roll' | 'window';
export const POUCH_CUTS: readonly PouchCut[] = ['stand-up', 'flat-seal', 'kraft-roll', 'window'];

/** A leaf emblem in a circle: the shop's mark, no letters. */
export function emblem(cx: number, cy: number, r: number, colour: string): string {
  return `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}" fill="none" stroke="${colour}" stroke-width="${n2(r * 0.08)}"/><path d="M${n2(cx)} ${n2(
    cy + r * 0.6,
  )} C ${n2(cx - r * 0.6)} ${n2(cy + r * 0.1)} ${n2(cx - r * 0.3)} ${n2(cy - r * 0.5)} ${n2(cx + r * 0.35)} ${n2(cy - r * 0.6)} C ${n2(cx + r * 0.5)} ${n2(
    cy - r * 0.1,
  )} ${n2(cx + r * 0.2)} ${n2(cy + r * 0.4)} ${n2(cx)} ${n2(cy + r * 0.6)} Z" fill="${colour}"/>`;
}

/** A blank label: where a real pack has its printed label, with an emblem and two rule lines. */
export function label(x: number, y: number, w: number, h: number, accent: string): string {
  return `<rect x="${n2(x)}" y="${n2(y)}" width="${n2(w)}" height="${n2(h)}" rx="${n2(w * 0.06)}" fill="#fbf8f1"/>${emblem(
    x + w / 2,
    y + h * 0.36,
    Math.min(w, h) * 0.2,
    accent,
  )}<rect x="${n2(x + w * 0.2)}" y="${n2(y + h * 0.68)}" width="${n2(w * 0.6)}" height="${n2(h * 0.035)}" fill="${accent}" opacity="0.5"/><rect x="${n2(
    x + w * 0.3,
  )}" y="${n2(y + h * 0.78)}" width="${n2(w * 0.4)}" height="${n2(h * 0.03)}" fill="${accent}" opacity="0.35"/>`;
}

/**
 * A pouch standing on the table with its bottom centre at (cx, base), w x h; the cut gives its shape. Leaves
 * show through the window cut (drawn by the caller's `windowFill`).
 */
export function pouch(
  cut: PouchCut,
  cx: number,
  base: number,
  w: number,
  h: number,
  look: TeaLook,
  id: string,
  windowFill = '',
): string {
  const x0 = cx - w / 2;
  const top = base - h;
  const body = cut === 'kraft-roll' ? '#c7a274' : look.pack;
  const grad = linear(
    `${id}-p`,
    [
      [0, shade(body, -0.18)],
      [0.3, shade(body, 0.12)],
      [0.75, body],
      [1, shade(body, -0.28)],
    ],
    true,
  );
  let out = `<defs>${grad}</defs>`;
  switch (cut) {
    case 'stand-up':
      // Gusseted bottom (the rounded base) and a zip line under the sealed top.
      out += `<path d="M${n2(x0)} ${n2(top + 18)} Q ${n2(x0)} ${n2(top)} ${n2(x0 + 18)} ${n2(top)} L${n2(x0 + w - 18)} ${n2(top)} Q ${n2(x0 + w)} ${n2(
        top,
      )} ${n2(x0 + w)} ${n2(top + 18)} L${n2(x0 + w + w * 0.04)} ${n2(base - 10)} Q ${n2(cx)} ${n2(base + 22)} ${n2(x0 - w * 0.04)} ${n2(base - 10)} Z" fill="url(#${id}-p)"/>`;
      out += `<path d="M${n2(x0 + 6)} ${n2(top + h * 0.1)} L${n2(x0 + w - 6)} ${n2(top + h * 0.1)}" stroke="${shade(body, -0.3)}" stroke-width="5"/>`;
      out += label(x0 + w * 0.16, top + h * 0.3, w * 0.68, h * 0.42, look.packAccent);
      break;
    case 'flat-seal':
      // A pillow pack: crimped seal across the top with tear notches, square shoulders.
      out += `<rect x="${n2(x0)}" y="${n2(top)}" width="${n2(w)}" height="${n2(h)}" rx="10" fill="url(#${id}-p)"/>`;
      out += `<rect x="${n2(x0)}" y="${n2(top)}" width="${n2(w)}" height="${n2(h * 0.09)}" fill="${shade(body, -0.2)}"/>`;
      for (let x = x0 + 8; x < x0 + w - 4; x += 12)
        out += `<path d="M${n2(x)} ${n2(top + 4)} L${n2(x)} ${n2(top + h * 0.09 - 4)}" stroke="${shade(body, -0.38)}" stroke-width="2"/>`;
      out += `<path d="M${n2(x0)} ${n2(top + h * 0.05)} l12 -8 l0 16 Z M${n2(x0 + w)} ${n2(top + h * 0.05)} l-12 -8 l0 16 Z" fill="#fff" opacity="0.6"/>`;
      out += `<rect x="${n2(x0)}" y="${n2(top + h * 0.55)}" width="${n2(w)}" height="${n2(h * 0.12)}" fill="${look.packAccent}" opacity="0.85"/>`;
      out += label(x0 + w * 0.2, top + h * 0.17, w * 0.6, h * 0.33, look.packAccent);
      break;
    case 'kraft-roll':
      // Kraft paper bag, the top rolled down twice, with a band in the type's colour.
      out += `<path d="M${n2(x0)} ${n2(top + h * 0.12)} L${n2(x0 + w)} ${n2(top + h * 0.12)} L${n2(x0 + w + w * 0.03)} ${n2(base)} L${n2(x0 - w * 0.03)} ${n2(
        base,
      )} Z" fill="url(#${id}-p)"/>`;
      out += `<rect x="${n2(x0 - 6)}" y="${n2(top)}" width="${n2(w + 12)}" height="${n2(h * 0.07)}" rx="8" fill="${shade(body, -0.12)}"/><rect x="${n2(
        x0 - 4,
      )}" y="${n2(top + h * 0.065)}" width="${n2(w + 8)}" height="${n2(h * 0.06)}" rx="8" fill="${shade(body, -0.22)}"/>`;
      out += `<rect x="${n2(x0 - w * 0.02)}" y="${n2(top + h * 0.62)}" width="${n2(w * 1.04)}" height="${n2(h * 0.2)}" fill="${look.pack}"/>`;
      out += label(x0 + w * 0.22, top + h * 0.2, w * 0.56, h * 0.36, look.packAccent);
      break;
    case 'window':
      // A pouch with a clear window onto the leaf inside.
      out += `<path d="M${n2(x0)} ${n2(top)} L${n2(x0 + w)} ${n2(top)} L${n2(x0 + w + w * 0.03)} ${n2(base - 8)} Q ${n2(cx)} ${n2(base + 16)} ${n2(
        x0 - w * 0.03,
      )} ${n2(base - 8)} Z" fill="url(#${id}-p)"/>`;
      out += `<rect x="${n2(x0)}" y="${n2(top)}" width="${n2(w)}" height="${n2(h * 0.06)}" fill="${shade(body, -0.25)}"/>`;
      out += `<clipPath id="${id}-w"><rect x="${n2(x0 + w * 0.18)}" y="${n2(top + h * 0.5)}" width="${n2(w * 0.64)}" height="${n2(
        h * 0.36,
      )}" rx="${n2(w * 0.2)}"/></clipPath><rect x="${n2(x0 + w * 0.18)}" y="${n2(top + h * 0.5)}" width="${n2(w * 0.64)}" height="${n2(
        h * 0.36,
      )}" rx="${n2(w * 0.2)}" fill="${shade(look.leaf, 0.2)}"/><g clip-path="url(#${id}-w)">${windowFill}</g><rect x="${n2(x0 + w * 0.18)}" y="${n2(
        top + h * 0.5,
      )}" width="${n2(w * 0.64)}" height="${n2(h * 0.36)}" rx="${n2(w * 0.2)}" fill="#fff" opacity="0.12" stroke="${shade(body, -0.3)}" stroke-width="4"/>`;
      out += label(x0 + w * 0.22, top + h * 0.12, w * 0.56, h * 0.32, look.packAccent);
      break;
  }
  return out;
}

/** A cylindrical tin with a lid (matcha, caddies): bottom centre (cx, base). */
export function tin(
  cx: number,
  base: number,
  w: number,
  h: number,
  body: string,
  accent: string,
  id: string,
  band = true,
): string {
  const x0 = cx - w / 2;
  const top = base - h;
  const ry = w * 0.14;
  const grad = linear(
    `${id}-t`,
    [
      [0, shade(body, -0.3)],
      [0.25, shade(body, 0.25)],
      [0.45, shade(body, 0.05)],
      [1, shade(body, -0.35)],
    ],
    true,
  );
  return `<defs>${grad}</defs><path d="M${n2(x0)} ${n2(top)} L${n2(x0)} ${n2(base)} A ${n2(w / 2)} ${n2(ry)} 0 0 0 ${n2(x0 + w)} ${n2(base)} L${n2(
    x0 + w,
  )} ${n2(top)} Z" fill="url(#${id}-t)"/>${
    band
      ? `<rect x="${n2(x0)}" y="${n2(top + h * 0.35)}" width="${n2(w)}" height="${n2(h * 0.4)}" fill="${accent}" opacity="0.9"/>${emblem(
          cx,
          top + h * 0.55,
          h * 0.12,
          '#fbf8f1',
        )}`
      : ''
  }<path d="M${n2(x0 - 4)} ${n2(top + h * 0.16)} L${n2(x0 - 4)} ${n2(top)} L${n2(x0 + w + 4)} ${n2(top)} L${n2(x0 + w + 4)} ${n2(
    top + h * 0.16,
  )} A ${n2(w / 2 + 4)} ${n2(ry)} 0 0 1 ${n2(x0 - 4)} ${n2(top + h * 0.16)} Z" fill="url(#${id}-t)" stroke="${shade(body, -0.4)}" stroke-width="2"/><ellipse cx="${n2(
    cx,
  )}" cy="${n2(top)}" rx="${n2(w / 2 + 4)}" ry="${n2(ry)}" fill="${shade(body, 0.2)}" stroke="${shade(body, -0.3)}" stroke-width="2"/>`;
}
