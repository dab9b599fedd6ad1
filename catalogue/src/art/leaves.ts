/** Dry leaf in quantity: a scattering on the table, a heap in a dish, a mound of powder. */
import { extra, piece } from './leafPieces';
import type { LeafShape, TeaLook } from './palette';
import { between, n2, rng, shade } from './svg';

/** Pieces per size-square of heap, by shape; others 5. */
const DENSITY: Partial<Record<LeafShape, number>> = {
  needle: 8,
  twist: 8,
  stem: 8,
  'herb-needle': 8,
  flat: 8,
  broken: 14,
};

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
  // Dense enough that the heap reads as a pile of leaf, not a few pieces on a plate: thin pieces (needles,
  // strips, stems) cover less of it each, so there are more of them.
  // Capped: past this a heap looks no fuller at any size the pages show, and only costs rasterising time.
  const count = Math.min(140, Math.round(((rx * ry) / (size * size)) * (DENSITY[look.shape] ?? 5)));
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
