/**
 * A tea garden landscape (blog pictures about where a tea comes from): a sky at dawn, midday or in mist, ridges
 * fading into the distance, mist between them, a near slope combed with rows of tea bushes, and a sprig of the
 * plant in the foreground. High mountain teas get taller, steeper ridges; herbs a warm farm of round shrubs on
 * dry ground with a few trees. Seeded from the post's slug; no text.
 */
import type { TeaLook } from './palette';
import { between, linear, n2, pick, rng, shade } from './svg';

/** Sky gradient top and bottom, and the sun's colour. */
const SKIES: ReadonlyArray<readonly [string, string, string]> = [
  ['#e6cdb9', '#f6ece0', '#fbe6cc'], // dawn
  ['#c8dadf', '#eef0e6', '#fffbea'], // a clear day
  ['#d6dcd8', '#f0f0e8', '#ffffff'], // mist
  ['#e9d2ab', '#f7eedb', '#fff1cf'], // late afternoon
];

export interface LandscapeOptions {
  /** A herb farm rather than a tea garden. */
  herbal: boolean;
  /** High mountains: taller, steeper ridges. */
  mountains: boolean;
}

/** The green of the hills: the tea plant's, darker for the near slope. */
const HILL = '#5f7f45';

/**
 * A smooth ridge line across the width, from seeded heights around `base` (amplitude `amp`), closed down to the
 * bottom edge: one layer of hills.
 */
function ridge(
  r: () => number,
  width: number,
  height: number,
  base: number,
  amp: number,
  steps: number,
): string {
  const pts = Array.from({ length: steps + 1 }, (_, i) => [
    (width * i) / steps,
    base + between(r, -amp, amp),
  ]) as Array<[number, number]>;
  let d = `M0 ${n2(height)} L0 ${n2((pts[0] as [number, number])[1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1] as [number, number];
    const [x1, y1] = pts[i] as [number, number];
    const mx = (x0 + x1) / 2;
    d += ` C ${n2(mx)} ${n2(y0)} ${n2(mx)} ${n2(y1)} ${n2(x1)} ${n2(y1)}`;
  }
  return `${d} L${n2(width)} ${n2(height)} Z`;
}

/**
 * The near slope and its rows of bushes, which follow the slope and widen as they come closer: clipped tea
 * hedges, or (herbal) round shrubs one by one on dry ground.
 */
function rows(r: () => number, width: number, height: number, top: number, herbal: boolean): string {
  const rise = between(r, -90, 90);
  const slope = `M0 ${n2(top + rise)} C ${n2(width * 0.35)} ${n2(top + rise * 0.6 - 40)} ${n2(width * 0.65)} ${n2(
    top - rise * 0.4 - 30,
  )} ${n2(width)} ${n2(top - rise)} L${n2(width)} ${n2(height)} L0 ${n2(height)} Z`;
  let out = '';
  let y = 30;
  for (let k = 0; y < height - top + 200; k++) {
    const gap = 16 + k * k * 1.6;
    const bow = between(r, 20, 50);
    const y0 = top + rise + y;
    const y1 = top - rise + y;
    const d = `M-40 ${n2(y0)} C ${n2(width * 0.35)} ${n2(y0 - bow - 40 + rise * 0.4)} ${n2(width * 0.65)} ${n2(
      y1 - bow - 30 - rise * 0.4,
    )} ${n2(width + 40)} ${n2(y1)}`;
    const green = shade(HILL, -0.25 - k * 0.015);
    out += `<path d="${d}" stroke="${green}" stroke-width="${n2(gap * (herbal ? 0.45 : 0.62))}" stroke-linecap="round" fill="none"/>`;
    // Herbs grow as separate shrubs: a row of round crowns (zero-length dashes with round caps are dots) along
    // the top of the row, a little lighter, makes a lumpy hedge rather than a clipped one.
    if (herbal)
      out += `<path d="${d}" transform="translate(0 ${n2(-gap * 0.14)})" stroke="${shade(green, 0.12)}" stroke-width="${n2(
        gap * 0.42,
      )}" stroke-linecap="round" stroke-dasharray="0.1 ${n2(gap * 0.38)}" fill="none"/>`;
    y += gap;
  }
  const ground = herbal ? '#b9a46c' : shade(HILL, 0.12);
  return `<clipPath id="slope"><path d="${slope}"/></clipPath><path d="${slope}" fill="${ground}"/><g clip-path="url(#slope)">${out}</g>`;
}

/** A sprig of the plant, large, in a lower corner: two or three leaves and a bud on a stem. */
function sprig(x: number, y: number, s: number, mirror: boolean, look: TeaLook, herbal: boolean): string {
  const green = herbal ? shade(look.leaf, 0.05) : '#4f7a2e';
  const leafAt = (lx: number, ly: number, angle: number, size: number, tone: number) =>
    `<g transform="translate(${n2(lx)} ${n2(ly)}) rotate(${n2(angle)})"><path d="M0 0 C ${n2(size * 0.5)} ${n2(-size * 0.25)} ${n2(
      size * 1.3,
    )} ${n2(-size * 0.3)} ${n2(size * 2)} 0 C ${n2(size * 1.3)} ${n2(size * 0.32)} ${n2(size * 0.5)} ${n2(size * 0.28)} 0 0 Z" fill="${shade(
      green,
      tone,
    )}"/><path d="M0 0 Q ${n2(size)} ${n2(-size * 0.05)} ${n2(size * 1.9)} 0" stroke="${shade(green, tone + 0.25)}" stroke-width="${n2(
      size * 0.04,
    )}" fill="none"/></g>`;
  return `<g transform="translate(${n2(x)} ${n2(y)}) scale(${mirror ? -s : s} ${n2(s)})"><path d="M0 0 C 40 -60 70 -120 80 -210" stroke="#6b5a3a" stroke-width="7" fill="none" stroke-linecap="round"/>${leafAt(
    30,
    -60,
    -150,
    70,
    -0.05,
  )}${leafAt(55, -110, -30, 80, 0.05)}${leafAt(72, -165, -120, 60, 0.12)}<path d="M80 -210 C 70 -240 82 -262 92 -275 C 100 -255 96 -232 80 -210 Z" fill="${shade(
    green,
    0.3,
  )}"/></g>`;
}

/** A few round-crowned trees standing on a ridge line at height y. */
function trees(r: () => number, width: number, y: number): string {
  let out = '';
  const count = 3 + Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const x = between(r, 0.05, 0.95) * width;
    const h = between(r, 40, 70);
    const crown = shade(HILL, between(r, -0.2, 0.1));
    out += `<path d="M${n2(x)} ${n2(y)} L${n2(x)} ${n2(y - h)}" stroke="#6b5a48" stroke-width="4"/><ellipse cx="${n2(x - h * 0.18)}" cy="${n2(
      y - h,
    )}" rx="${n2(h * 0.35)}" ry="${n2(h * 0.28)}" fill="${crown}"/><ellipse cx="${n2(x + h * 0.2)}" cy="${n2(y - h * 1.08)}" rx="${n2(
      h * 0.32,
    )}" ry="${n2(h * 0.26)}" fill="${shade(crown, 0.08)}"/>`;
  }
  return out;
}

export function landscape(
  seed: string,
  look: TeaLook,
  o: LandscapeOptions,
  width: number,
  height: number,
): string {
  const r = rng(`landscape:${seed}`);
  const [skyTop, skyBottom, sun] = o.herbal
    ? (SKIES[3] as (typeof SKIES)[number])
    : pick(r, SKIES.slice(0, 3));
  const sunX = between(r, 0.2, 0.8) * width;
  let far = '';
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    // Farther ridges are paler (air between), and a band of mist sits in front of each.
    const base = height * ((o.mountains ? 0.22 : 0.3) + i * 0.1);
    const amp = height * (o.mountains ? 0.13 - i * 0.02 : 0.06);
    far += `<path d="${ridge(r, width, height, base, amp, o.mountains ? 7 : 5)}" fill="${shade(HILL, 0.68 - i * 0.16)}"/>`;
    if (o.herbal && i === layers - 1) far += trees(r, width, base + height * 0.06);
    far += `<rect y="${n2(base + height * 0.02)}" width="${width}" height="${n2(height * 0.12)}" fill="url(#mist)"/>`;
  }
  const defs =
    linear('sky', [
      [0, skyTop],
      [1, skyBottom],
    ]) +
    linear('mist', [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ]);
  const mirror = r() < 0.5;
  return `<defs>${defs}</defs><rect width="${width}" height="${height}" fill="url(#sky)"/><circle cx="${n2(sunX)}" cy="${n2(
    height * 0.2,
  )}" r="${n2(height * 0.08)}" fill="${sun}" opacity="0.85"/>${far}${rows(r, width, height, height * 0.62, o.herbal)}${sprig(
    mirror ? width - 90 : 90,
    height + 20,
    between(r, 1.25, 1.45),
    mirror,
    look,
    o.herbal,
  )}`;
}
