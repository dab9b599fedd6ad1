/**
 * A flat lay seen from above (blog pictures that compare teas or grades): three dishes of the tea in a row, a
 * shade apart, on linen, wood or slate, with a scoop beside them and a few stray pieces. No text.
 */
import { scatter } from './leaves';
import type { TeaLook } from './palette';
import { between, n2, pick, radial, rng, shade } from './svg';
import { dishFor } from './tableware';

type Surface = 'linen' | 'wood' | 'slate';
const SURFACES: ReadonlyArray<readonly [Surface, string]> = [
  ['linen', '#e6ddcd'],
  ['wood', '#c9a97f'],
  ['slate', '#4d4a47'],
];

/** The surface's texture: planks and grain, a fine weave, or specks of stone. */
function texture(kind: Surface, colour: string, r: () => number, width: number, height: number): string {
  let out = '';
  if (kind === 'wood') {
    for (let x = between(r, 60, 140); x < width; x += between(r, 170, 230))
      out += `<path d="M${n2(x)} 0 L${n2(x)} ${height}" stroke="${shade(colour, -0.2)}" stroke-width="3"/>`;
    for (let i = 0; i < 26; i++) {
      const x = r() * width;
      out += `<path d="M${n2(x)} 0 C ${n2(x + 14)} ${n2(height * 0.3)} ${n2(x - 14)} ${n2(height * 0.7)} ${n2(x + 6)} ${height}" stroke="${shade(
        colour,
        -0.1,
      )}" stroke-width="1.5" fill="none" opacity="0.6"/>`;
    }
  } else if (kind === 'linen') {
    for (let y = 6; y < height; y += 9)
      out += `<path d="M0 ${y} L${width} ${y}" stroke="${shade(colour, -0.05)}" stroke-width="1" opacity="0.6"/>`;
  } else {
    for (let i = 0; i < 140; i++)
      out += `<circle cx="${n2(r() * width)}" cy="${n2(r() * height)}" r="${n2(between(r, 0.8, 2.2))}" fill="${shade(colour, 0.15)}" opacity="0.5"/>`;
  }
  return out;
}

/** One dish from above, its contents clipped to the well: a mound of powder or a layer of leaf. */
function dishFromAbove(
  x: number,
  y: number,
  rad: number,
  colour: string,
  look: TeaLook,
  seed: string,
  i: number,
): string {
  const well = rad * 0.8;
  let content: string;
  if (look.shape === 'powder') {
    // A mound from above: lit from the upper left, its soft edge speckled where the powder thins out.
    const r = rng(`powder-top:${seed}-${i}`);
    let specks = '';
    for (let k = 0; k < 70; k++) {
      const a = r() * Math.PI * 2;
      const d = well * (0.45 + r() * 0.35);
      specks += `<circle cx="${n2(x + Math.cos(a) * d)}" cy="${n2(y + Math.sin(a) * d)}" r="${n2(between(r, 1.2, 3.2))}" fill="${shade(
        look.leaf,
        between(r, -0.15, 0.2),
      )}"/>`;
    }
    content = `<defs>${radial(
      `pw${i}`,
      [
        [0, shade(look.leaf, 0.28)],
        [0.6, look.leaf],
        [1, shade(look.leaf, -0.18)],
      ],
      0.38,
      0.35,
    )}</defs>${specks}<circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(well * 0.62)}" fill="url(#pw${i})"/>`;
  } else {
    const area = { x: x - well * 1.1, y: y - well * 1.1, w: well * 2.2, h: well * 2.2 };
    content = scatter(look, `${seed}-dish${i}`, area, 70, rad * 0.2);
  }
  return `<circle cx="${n2(x + 12)}" cy="${n2(y + 16)}" r="${n2(rad)}" fill="#000" opacity="0.14"/><circle cx="${n2(x)}" cy="${n2(
    y,
  )}" r="${n2(rad)}" fill="${colour}"/><circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(well)}" fill="${shade(colour, -0.07)}"/><clipPath id="well${i}"><circle cx="${n2(
    x,
  )}" cy="${n2(y)}" r="${n2(well)}"/></clipPath><g clip-path="url(#well${i})">${content}</g><path d="M${n2(x - rad * 0.7)} ${n2(y - rad * 0.55)} A ${n2(
    rad * 0.9,
  )} ${n2(rad * 0.9)} 0 0 1 ${n2(x + rad * 0.2)} ${n2(y - rad * 0.88)}" stroke="#fff" stroke-width="${n2(rad * 0.04)}" fill="none" opacity="0.35"/>`;
}

/** A scoop lying across the bottom, holding a little of the tea: a bamboo chashaku for powder, a wooden scoop for leaf. */
function scoop(x: number, y: number, angle: number, look: TeaLook, seed: string): string {
  const body =
    look.shape === 'powder'
      ? `<path d="M-300 -7 L200 -10 C 235 -11 255 -4 262 8 C 240 14 220 12 200 10 L-300 8 Q -308 0 -300 -7 Z" fill="#d6bd84" stroke="#a58a55" stroke-width="3"/><rect x="-60" y="-10" width="10" height="19" rx="3" fill="#a58a55"/><ellipse cx="228" cy="2" rx="22" ry="9" fill="${look.leaf}"/>`
      : `<rect x="-260" y="-14" width="300" height="28" rx="14" fill="#b0814e"/><ellipse cx="110" cy="0" rx="90" ry="70" fill="#9b6b3a"/><ellipse cx="110" cy="0" rx="74" ry="56" fill="#c49462"/><clipPath id="scoop-bowl"><ellipse cx="110" cy="0" rx="74" ry="56"/></clipPath><g clip-path="url(#scoop-bowl)">${scatter(
          look,
          `${seed}-scoop`,
          { x: 30, y: -60, w: 160, h: 120 },
          22,
          24,
        )}</g>`;
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(${n2(angle)})">${body}</g>`;
}

export function flatLay(seed: string, look: TeaLook, width: number, height: number): string {
  const r = rng(`flatlay:${seed}`);
  const [kind, surface] = pick(r, SURFACES);
  const dishColour = dishFor(r, look.leaf, surface);
  const rad = height * between(r, 0.24, 0.27);
  const y = height * between(r, 0.4, 0.46);
  const gap = width * 0.29;
  // The grades, a shade apart: the lightest (youngest leaf, brightest powder) on the left.
  const dishes = [0.16, 0, -0.16]
    .map((k, i) => {
      const variant: TeaLook = { ...look, leaf: shade(look.leaf, k), leaf2: shade(look.leaf2, k) };
      const x = width / 2 + (i - 1) * gap + between(r, -14, 14);
      return dishFromAbove(x, y + between(r, -16, 16), rad, dishColour, variant, seed, i);
    })
    .join('');
  const stray = scatter(
    look,
    `${seed}-stray`,
    { x: 40, y: height * 0.78, w: width - 80, h: height * 0.18 },
    9,
    rad * 0.18,
  );
  const tool = scoop(width * between(r, 0.45, 0.6), height * 0.88, between(r, -6, 6), look, seed);
  return `<rect width="${width}" height="${height}" fill="${surface}"/>${texture(kind, surface, r, width, height)}${dishes}${stray}${tool}`;
}
