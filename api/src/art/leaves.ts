/** Dry leaf drawn by its shape: one piece, a scattering on the table, or a heap in a dish. */
import type { LeafShape, TeaLook } from './palette';
import { between, n2, rng, shade } from './svg';

function at(x: number, y: number, angle: number, body: string): string {
  return `<g transform="translate(${n2(x)} ${n2(y)}) rotate(${n2(angle)})">${body}</g>`;
}

/** A pointed leaf outline, length 2s and width w*s, with its midrib. */
function leafOutline(s: number, w: number, fill: string, vein: string): string {
  return `<path d="M0 ${n2(-s)} C ${n2(s * w)} ${n2(-s * 0.5)} ${n2(s * w)} ${n2(s * 0.5)} 0 ${n2(s)} C ${n2(-s * w)} ${n2(
    s * 0.5,
  )} ${n2(-s * w)} ${n2(-s * 0.5)} 0 ${n2(-s)} Z" fill="${fill}"/><path d="M0 ${n2(-s * 0.9)} L0 ${n2(s)}" stroke="${vein}" stroke-width="${n2(
    Math.max(1, s / 16),
  )}" fill="none"/>`;
}

/** One piece of leaf, centred on (x, y). r varies the tone so that a heap is not one flat colour. */
export function piece(
  shape: LeafShape,
  x: number,
  y: number,
  s: number,
  angle: number,
  look: TeaLook,
  r: () => number,
): string {
  const tone = shade(r() < 0.3 ? look.leaf2 : look.leaf, between(r, -0.15, 0.15));
  const dark = shade(tone, -0.35);
  switch (shape) {
    case 'needle':
      // Rolled sencha: a thin, slightly curved sliver.
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-s)} 0 Q 0 ${n2(-s * 0.22)} ${n2(s)} 0 Q 0 ${n2(s * 0.1)} ${n2(-s)} 0 Z" fill="${tone}" stroke="${dark}" stroke-width="1.2"/>`,
      );
    case 'bud': {
      // A plump downy bud: pale fur over a darker core.
      const fur = look.extras.includes('tips') ? look.leaf2 : shade(look.leaf2, 0.2);
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-s)} 0 C ${n2(-s * 0.5)} ${n2(-s * 0.34)} ${n2(s * 0.5)} ${n2(-s * 0.3)} ${n2(s)} 0 C ${n2(s * 0.5)} ${n2(
          s * 0.3,
        )} ${n2(-s * 0.5)} ${n2(s * 0.34)} ${n2(-s)} 0 Z" fill="${fur}" stroke="${shade(look.leaf, 0.1)}" stroke-width="${n2(
          s * 0.06,
        )}"/><path d="M${n2(-s * 0.7)} 0 Q 0 ${n2(-s * 0.08)} ${n2(s * 0.8)} 0" stroke="${shade(fur, -0.25)}" stroke-width="${n2(
          s * 0.05,
        )}" fill="none"/>`,
      );
    }
    case 'ball': {
      // A tightly rolled leaf: an irregular ball with a curl of leaf edge and a light catch.
      const rad = s * 0.5;
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-rad)} 0 C ${n2(-rad)} ${n2(-rad * 1.1)} ${n2(rad * 1.05)} ${n2(-rad * 1.05)} ${n2(rad)} ${n2(rad * 0.1)} C ${n2(
          rad,
        )} ${n2(rad)} ${n2(-rad * 0.9)} ${n2(rad * 1.1)} ${n2(-rad)} 0 Z" fill="${tone}" stroke="${dark}" stroke-width="1.5"/><path d="M${n2(
          -rad * 0.5,
        )} ${n2(-rad * 0.1)} q ${n2(rad * 0.5)} ${n2(-rad * 0.5)} ${n2(rad)} 0" stroke="${dark}" stroke-width="${n2(rad * 0.12)}" fill="none"/><circle cx="${n2(
          -rad * 0.3,
        )}" cy="${n2(-rad * 0.4)}" r="${n2(rad * 0.18)}" fill="#fff" opacity="0.25"/>`,
      );
    }
    case 'twist': {
      // A long twisted strip of leaf; some carry golden tips.
      const tip = look.extras.includes('tips') && r() < 0.4 ? look.leaf2 : tone;
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-s)} 0 q ${n2(s * 0.25)} ${n2(-s * 0.22)} ${n2(s * 0.5)} 0 t ${n2(s * 0.5)} 0 t ${n2(s * 0.5)} 0 t ${n2(
          s * 0.5,
        )} 0" stroke="${tip}" stroke-width="${n2(s * 0.2)}" stroke-linecap="round" fill="none"/><path d="M${n2(-s * 0.8)} 0 q ${n2(
          s * 0.25,
        )} ${n2(-s * 0.16)} ${n2(s * 0.5)} 0 t ${n2(s * 0.5)} 0" stroke="${shade(tip, 0.25)}" stroke-width="${n2(s * 0.05)}" fill="none"/>`,
      );
    }
    case 'flat':
      // Pan-pressed Dragon Well: flat, smooth, sword-like blades.
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-s * 1.1)} 0 C ${n2(-s * 0.4)} ${n2(-s * 0.2)} ${n2(s * 0.5)} ${n2(-s * 0.18)} ${n2(s * 1.1)} ${n2(-s * 0.02)} C ${n2(
          s * 0.5,
        )} ${n2(s * 0.12)} ${n2(-s * 0.4)} ${n2(s * 0.16)} ${n2(-s * 1.1)} 0 Z" fill="${tone}" stroke="${dark}" stroke-width="1.2"/>`,
      );
    case 'open':
      // Whole withered leaf, often with a downy bud beside it.
      return at(
        x,
        y,
        angle,
        leafOutline(s, 0.42, tone, dark) +
          (r() < 0.4 ? piece('bud', s * 0.6, s * 0.4, s * 0.5, 30, look, r) : ''),
      );
    case 'stem':
      // Twigs and stems: a pale rod with a node.
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-s)} 0 L${n2(s)} ${n2(s * 0.05)}" stroke="${tone}" stroke-width="${n2(s * 0.16)}" stroke-linecap="round"/><circle cx="${n2(
          s * 0.2,
        )}" cy="0" r="${n2(s * 0.11)}" fill="${dark}"/>`,
      );
    case 'herb-needle':
      // Rooibos: short red needles cut from the bush.
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-s * 0.6)} 0 L${n2(s * 0.6)} 0" stroke="${tone}" stroke-width="${n2(s * 0.13)}" stroke-linecap="round"/>`,
      );
    case 'herb-leaf': {
      // A broad herb leaf with side veins (peppermint, lemon myrtle).
      const veins = [-0.5, -0.1, 0.3]
        .map(
          (v) =>
            `<path d="M0 ${n2(s * v)} l ${n2(s * 0.3)} ${n2(-s * 0.22)} M0 ${n2(s * v)} l ${n2(-s * 0.3)} ${n2(-s * 0.22)}" stroke="${dark}" stroke-width="${n2(
              s / 22,
            )}" fill="none"/>`,
        )
        .join('');
      return at(x, y, angle, leafOutline(s, 0.62, tone, dark) + veins);
    }
    case 'flower': {
      // A chamomile head: white petals round a yellow centre.
      const petals = Array.from(
        { length: 12 },
        (_, i) =>
          `<ellipse cx="0" cy="${n2(-s * 0.55)}" rx="${n2(s * 0.14)}" ry="${n2(s * 0.34)}" transform="rotate(${i * 30})" fill="${shade(look.leaf, between(r, -0.08, 0))}"/>`,
      ).join('');
      return at(
        x,
        y,
        angle,
        `${petals}<circle r="${n2(s * 0.32)}" fill="${look.leaf2}" stroke="${shade(look.leaf2, -0.25)}" stroke-width="2"/>`,
      );
    }
    case 'chunks': {
      // Chai: ginger and turmeric pieces, cinnamon quills and peppercorns.
      const kind = Math.floor(r() * 3);
      if (kind === 0)
        return at(
          x,
          y,
          angle,
          `<rect x="${n2(-s)}" y="${n2(-s * 0.16)}" width="${n2(s * 2)}" height="${n2(s * 0.32)}" rx="${n2(s * 0.15)}" fill="#8a4a24" stroke="#5a2c12" stroke-width="2"/><path d="M${n2(
            -s,
          )} 0 L${n2(s)} 0" stroke="#b0683a" stroke-width="2"/>`,
        );
      if (kind === 1) return at(x, y, angle, `<circle r="${n2(s * 0.2)}" fill="#2a1a12"/>`);
      return at(
        x,
        y,
        angle,
        `<path d="M${n2(-s * 0.5)} ${n2(-s * 0.3)} L${n2(s * 0.4)} ${n2(-s * 0.4)} L${n2(s * 0.55)} ${n2(s * 0.2)} L${n2(-s * 0.3)} ${n2(
          s * 0.4,
        )} Z" fill="${tone}" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>`,
      );
    }
    case 'petals':
      // Dried hibiscus: crumpled deep red petals; berries are added as extras.
      return at(
        x,
        y,
        angle,
        `<path d="M0 ${n2(-s * 0.6)} C ${n2(s * 0.7)} ${n2(-s * 0.7)} ${n2(s * 0.6)} ${n2(s * 0.5)} ${n2(s * 0.1)} ${n2(s * 0.55)} L${n2(
          -s * 0.2,
        )} ${n2(s * 0.3)} C ${n2(-s * 0.7)} ${n2(s * 0.4)} ${n2(-s * 0.6)} ${n2(-s * 0.5)} 0 ${n2(-s * 0.6)} Z" fill="${tone}" stroke="${dark}" stroke-width="1.5"/>`,
      );
    case 'powder':
      // Matcha is drawn as a mound (powderMound); a stray pinch is a few specks.
      return `<circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(s * 0.12)}" fill="${tone}"/>`;
  }
}

/** The small additions some teas have: toasted rice, jasmine blossoms, berries or cornflower petals. */
function extra(
  kind: TeaLook['extras'][number],
  x: number,
  y: number,
  s: number,
  look: TeaLook,
  r: () => number,
): string {
  switch (kind) {
    case 'rice':
      return `<ellipse cx="${n2(x)}" cy="${n2(y)}" rx="${n2(s * 0.32)}" ry="${n2(s * 0.22)}" fill="${r() < 0.5 ? '#f3e6c4' : '#c99a5a'}" stroke="#a07840" stroke-width="1.2"/>`;
    case 'jasmine':
      return `<g transform="translate(${n2(x)} ${n2(y)})">${[0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="0" cy="${n2(-s * 0.22)}" rx="${n2(s * 0.1)}" ry="${n2(s * 0.2)}" transform="rotate(${a})" fill="#fbf8ef"/>`,
        )
        .join('')}<circle r="${n2(s * 0.07)}" fill="#e8d890"/></g>`;
    case 'berries':
      return `<circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(s * 0.24)}" fill="${look.leaf2}" stroke="${shade(look.leaf2, -0.4)}" stroke-width="1.5"/>`;
    default:
      return '';
  }
}

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pieces of leaf (and the tea's extras) at the given points, drawn back to front so nearer pieces overlap. */
function pieces(
  look: TeaLook,
  r: () => number,
  points: Array<{ x: number; y: number; s: number }>,
  extraChance: number,
): string {
  const items: Array<{ y: number; svg: string }> = [];
  for (const { x, y, s } of points) {
    items.push({ y, svg: piece(look.shape, x, y, s, r() * 360, look, r) });
    for (const kind of look.extras) {
      if (r() < extraChance)
        items.push({ y: y + 1, svg: extra(kind, x + between(r, -s, s) * 0.6, y, s, look, r) });
    }
  }
  return items
    .sort((a, b) => a.y - b.y)
    .map((i) => i.svg)
    .join('');
}

/** Leaves strewn over an area of the table. */
export function scatter(look: TeaLook, seed: string, area: Area, count: number, size: number): string {
  const r = rng(`scatter:${seed}`);
  const points = Array.from({ length: count }, () => ({
    x: area.x + r() * area.w,
    y: area.y + r() * area.h,
    s: size * between(r, 0.7, 1.2),
  }));
  return pieces(look, r, points, 0.35);
}

/** A heap of leaf (or a mound of powder) centred on (cx, cy): denser and higher in the middle. */
export function heap(
  look: TeaLook,
  seed: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  size: number,
): string {
  if (look.shape === 'powder') return powderMound(look, seed, cx, cy, rx, ry);
  const r = rng(`heap:${seed}`);
  // Dense enough that the heap reads as a pile of leaf, not a few pieces on a plate.
  const count = Math.round(((rx * ry) / (size * size)) * 5);
  const points = Array.from({ length: count }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    // Pieces near the centre sit higher: a mound, not a disc.
    return {
      x: cx + Math.cos(a) * rx * d,
      y: cy + Math.sin(a) * ry * d - (1 - d) * ry * 0.9,
      s: size * between(r, 0.75, 1.15),
    };
  });
  return pieces(look, r, points, 0.3);
}

/** Fine powder heaped into a soft cone with a speckled surface. */
export function powderMound(
  look: TeaLook,
  seed: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): string {
  const r = rng(`powder:${seed}`);
  const top = cy - ry * 1.6;
  let specks = '';
  for (let i = 0; i < 60; i++) {
    const t = r();
    const x = cx + between(r, -1, 1) * rx * (0.2 + 0.8 * t);
    const y = top + (cy + ry * 0.6 - top) * t + between(r, -4, 4);
    specks += `<circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(between(r, 1.5, 3.5))}" fill="${shade(look.leaf, between(r, -0.2, 0.25))}"/>`;
  }
  return `<path d="M${n2(cx - rx)} ${n2(cy)} C ${n2(cx - rx * 0.6)} ${n2(cy - ry * 0.2)} ${n2(cx - rx * 0.35)} ${n2(top)} ${n2(cx)} ${n2(
    top,
  )} C ${n2(cx + rx * 0.35)} ${n2(top)} ${n2(cx + rx * 0.6)} ${n2(cy - ry * 0.2)} ${n2(cx + rx)} ${n2(cy)} Q ${n2(cx)} ${n2(cy + ry * 0.7)} ${n2(
    cx - rx,
  )} ${n2(cy)} Z" fill="${look.leaf}"/><path d="M${n2(cx - rx * 0.3)} ${n2(top + ry * 0.4)} Q ${n2(cx)} ${n2(top - 4)} ${n2(cx + rx * 0.2)} ${n2(
    top + ry * 0.3,
  )}" stroke="${shade(look.leaf2, 0.3)}" stroke-width="6" fill="none" opacity="0.6"/>${specks}`;
}
