/**
 * Tea bags and what they come in: a pyramid bag of mesh with the tea's own leaf showing through it, a box of bags,
 * and a sleeve of paper envelopes. Like the pouches, every pack is blank: a label, a band and the emblem.
 */
import { scatter } from './leaves';
import { emblem, label } from './packs';
import type { TeaLook } from './palette';
import { linear, n2, shade } from './svg';

/** The outline of a pyramid bag seen from the front, half-width s, centred on its own origin. */
function pyramidOutline(s: number): string {
  return `M${n2(-s)} ${n2(s * 0.7)} L0 ${n2(-s)} L${n2(s)} ${n2(s * 0.72)} Q 0 ${n2(s * 1.02)} ${n2(-s)} ${n2(s * 0.7)} Z`;
}

/**
 * A pyramid tea bag lying on the table at (x, y), half-width s: the leaf inside seen through the mesh, the sealed
 * ridge, its string and a blank tag in the pack's colour. `id` must be unique within the picture (clip path).
 */
export function pyramidBag(
  x: number,
  y: number,
  s: number,
  angle: number,
  look: TeaLook,
  seed: string,
  id: string,
): string {
  const outline = pyramidOutline(s);
  const leaf = scatter(
    look,
    `${seed}-bag`,
    { x: -s * 0.8, y: -s * 0.55, w: s * 1.6, h: s * 1.3 },
    16,
    s * 0.3,
  );
  // A fine diagonal weave: at thumbnail size it only tints the leaf, which is what mesh looks like.
  const weave = Array.from({ length: 9 }, (_, i) => {
    const o = -s * 1.4 + i * s * 0.35;
    return `M${n2(o)} ${n2(-s)} l${n2(s * 1.4)} ${n2(s * 2)}`;
  }).join(' ');
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(${n2(angle)})"><clipPath id="${id}"><path d="${outline}"/></clipPath><path d="${outline}" fill="${shade(
    look.leaf,
    0.55,
  )}"/><g clip-path="url(#${id})">${leaf}<path d="${weave}" stroke="#fffdf6" stroke-width="${n2(s * 0.02)}" opacity="0.45"/><path d="M0 ${n2(
    -s,
  )} L${n2(s * 0.12)} ${n2(s * 0.86)}" stroke="#fffdf6" stroke-width="${n2(s * 0.04)}" opacity="0.5"/></g><path d="${outline}" fill="#fffdf6" fill-opacity="0.22" stroke="#efe6d2" stroke-width="${n2(
    s * 0.05,
  )}" stroke-linejoin="round"/><rect x="${n2(-s * 0.32)}" y="${n2(-s * 1.1)}" width="${n2(s * 0.64)}" height="${n2(s * 0.16)}" rx="${n2(
    s * 0.04,
  )}" fill="#f3ecdc"/><path d="M${n2(s * 0.2)} ${n2(-s * 1.05)} C ${n2(s * 0.9)} ${n2(-s * 1.6)} ${n2(s * 1.3)} ${n2(-s * 0.6)} ${n2(s * 1.6)} ${n2(
    -s * 0.9,
  )}" stroke="#f4efe3" stroke-width="${n2(Math.max(1.5, s * 0.03))}" fill="none"/><g transform="translate(${n2(s * 1.6)} ${n2(-s * 0.9)}) rotate(18)"><rect x="0" y="${n2(
    -s * 0.22,
  )}" width="${n2(s * 0.62)}" height="${n2(s * 0.44)}" rx="${n2(s * 0.05)}" fill="${look.pack}"/>${emblem(
    s * 0.31,
    0,
    s * 0.13,
    '#fbf8f1',
  )}</g></g>`;
}

/** A box of tea bags, bottom centre (cx, base): front, side and lid, its label, and the tags of two bags. */
export function teabagBox(cx: number, base: number, w: number, h: number, look: TeaLook, id: string): string {
  const x0 = cx - w / 2;
  const top = base - h;
  const side = w * 0.28;
  // Two tags hang over the front from under the lid: the box is opened, and it holds tea bags.
  const tags = [0.62, 0.8]
    .map(
      (f, i) =>
        `<path d="M${n2(x0 + w * f)} ${n2(top)} l${n2(i * 6 - 3)} ${n2(h * 0.14)}" stroke="#f4efe3" stroke-width="3"/><rect x="${n2(
          x0 + w * f - w * 0.05 + i * 6 - 3,
        )}" y="${n2(top + h * 0.14)}" width="${n2(w * 0.1)}" height="${n2(w * 0.08)}" rx="3" fill="#fbf8f1" stroke="${shade(
          look.pack,
          -0.2,
        )}" stroke-width="2"/>`,
    )
    .join('');
  return `<defs>${linear(`${id}-b`, [
    [0, shade(look.pack, 0.1)],
    [1, shade(look.pack, -0.15)],
  ])}</defs><path d="M${n2(x0 + w)} ${n2(top)} l${n2(side)} ${n2(-side * 0.5)} l0 ${n2(h)} l${n2(-side)} ${n2(
    side * 0.5,
  )} Z" fill="${shade(look.pack, -0.3)}"/><path d="M${n2(x0)} ${n2(top)} l${n2(side)} ${n2(-side * 0.5)} l${n2(w)} 0 l${n2(
    -side,
  )} ${n2(side * 0.5)} Z" fill="${shade(look.pack, 0.2)}"/><rect x="${n2(x0)}" y="${n2(top)}" width="${n2(w)}" height="${n2(
    h,
  )}" fill="url(#${id}-b)"/><rect x="${n2(x0)}" y="${n2(top + h * 0.82)}" width="${n2(w)}" height="${n2(h * 0.1)}" fill="${
    look.packAccent
  }" opacity="0.8"/>${label(x0 + w * 0.1, top + h * 0.2, w * 0.42, h * 0.52, look.packAccent)}${tags}`;
}

/**
 * One sealed paper sachet of a tea bag, standing: crimped seal along the top with a tear notch, a blank round
 * label with the emblem, and a band in the pack's colour.
 */
function sachet(cx: number, base: number, w: number, h: number, look: TeaLook, tilt: number): string {
  const x0 = cx - w / 2;
  const top = base - h;
  const seal = h * 0.12;
  let crimp = '';
  for (let x = x0 + 8; x < x0 + w - 4; x += 10)
    crimp += `M${n2(x)} ${n2(top + 4)} L${n2(x)} ${n2(top + seal - 4)} `;
  return `<g transform="rotate(${n2(tilt)} ${n2(cx)} ${n2(base)})"><rect x="${n2(x0)}" y="${n2(top)}" width="${n2(w)}" height="${n2(
    h,
  )}" rx="${n2(w * 0.04)}" fill="#f7f2e7" stroke="#ddd2bd" stroke-width="2"/><rect x="${n2(x0)}" y="${n2(top)}" width="${n2(w)}" height="${n2(
    seal,
  )}" rx="${n2(w * 0.04)}" fill="${look.pack}"/><path d="${crimp}" stroke="${shade(look.pack, -0.25)}" stroke-width="2"/><path d="M${n2(
    x0 + w,
  )} ${n2(top + seal * 0.5)} l-10 -7 l0 14 Z" fill="#fff" opacity="0.7"/><circle cx="${n2(cx)}" cy="${n2(top + h * 0.52)}" r="${n2(
    w * 0.24,
  )}" fill="#fbf8f1" stroke="${look.pack}" stroke-width="${n2(w * 0.02)}"/>${emblem(cx, top + h * 0.52, w * 0.15, look.packAccent)}<rect x="${n2(
    x0,
  )}" y="${n2(top + h * 0.84)}" width="${n2(w)}" height="${n2(h * 0.08)}" fill="${look.pack}" opacity="0.85"/></g>`;
}

/** Three sachets of tea bags fanned out, bottom centre (cx, base): a sleeve of bags rather than a box. */
export function teabagSleeve(cx: number, base: number, w: number, h: number, look: TeaLook): string {
  return [
    [-w * 0.3, -10],
    [w * 0.3, 9],
    [0, -1],
  ]
    .map(([dx, tilt]) => sachet(cx + (dx as number), base, w * 0.56, h, look, tilt as number))
    .join('');
}
