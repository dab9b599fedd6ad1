/**
 * Cups and bowls holding liquor, seen from a little above: the rim is an ellipse and the liquor's surface shows
 * inside it, so a cup reads as a cup (not a flat disc). Shared by the tea pictures, tiles and teaware views.
 */
import { linear, n2, radial, shade } from './svg';

export type CupStyle = 'yunomi' | 'porcelain' | 'glass' | 'gongfu' | 'chawan';

export interface CupOptions {
  style: CupStyle;
  /** Centre of the rim and the cup's scale (1 = about 260 px wide). */
  cx: number;
  top: number;
  scale: number;
  liquor: string;
  /** Whisked matcha or milky tea: a frothy, opaque surface. */
  opaque: boolean;
  /** The glaze of ceramic cups. */
  glaze: string;
  /** Unique within the picture: gradient ids. */
  id: string;
}

function surface(o: CupOptions, cx: number, cy: number, rx: number, ry: number): string {
  const froth = o.opaque
    ? Array.from({ length: 14 }, (_, i) => {
        const a = (i * 137.5 * Math.PI) / 180;
        const d = 0.25 + ((i * 37) % 60) / 100;
        return `<circle cx="${n2(cx + Math.cos(a) * rx * d * 0.8)}" cy="${n2(cy + Math.sin(a) * ry * d * 0.8)}" r="${n2(
          2 + (i % 3),
        )}" fill="${shade(o.liquor, 0.35)}" opacity="0.8"/>`;
      }).join('')
    : '';
  return `<ellipse cx="${n2(cx)}" cy="${n2(cy)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="url(#${o.id}-liq)"/>${froth}<ellipse cx="${n2(
    cx - rx * 0.3,
  )}" cy="${n2(cy - ry * 0.25)}" rx="${n2(rx * 0.35)}" ry="${n2(ry * 0.22)}" fill="#fff" opacity="${o.opaque ? 0.12 : 0.28}"/>`;
}

function defs(o: CupOptions): string {
  const liq = o.opaque
    ? radial(`${o.id}-liq`, [
        [0, shade(o.liquor, 0.25)],
        [1, shade(o.liquor, -0.05)],
      ])
    : radial(`${o.id}-liq`, [
        [0, shade(o.liquor, 0.2)],
        [0.7, o.liquor],
        [1, shade(o.liquor, -0.3)],
      ]);
  const body = linear(
    `${o.id}-body`,
    [
      [0, shade(o.glaze, -0.18)],
      [0.35, shade(o.glaze, 0.15)],
      [1, shade(o.glaze, -0.3)],
    ],
    true,
  );
  return `<defs>${liq}${body}</defs>`;
}

/** A cup of tea. Returns SVG drawn in the caller's coordinates. */
export function cup(o: CupOptions): string {
  const s = o.scale;
  const { cx, top } = o;
  const d = defs(o);
  switch (o.style) {
    case 'yunomi': {
      // Tall, handle-less Japanese cup.
      const rx = 110 * s;
      const ry = 28 * s;
      const h = 230 * s;
      return `${d}<path d="M${n2(cx - rx)} ${n2(top)} L${n2(cx - rx * 0.86)} ${n2(top + h)} Q ${n2(cx)} ${n2(top + h + ry * 1.1)} ${n2(
        cx + rx * 0.86,
      )} ${n2(top + h)} L${n2(cx + rx)} ${n2(top)} Z" fill="url(#${o.id}-body)"/><ellipse cx="${n2(cx)}" cy="${n2(top)}" rx="${n2(rx)}" ry="${n2(
        ry,
      )}" fill="${shade(o.glaze, 0.3)}"/>${surface(o, cx, top + 8 * s, rx * 0.9, ry * 0.82)}<ellipse cx="${n2(cx)}" cy="${n2(top)}" rx="${n2(
        rx,
      )}" ry="${n2(ry)}" fill="none" stroke="${shade(o.glaze, -0.25)}" stroke-width="${n2(3 * s)}"/>`;
    }
    case 'glass': {
      // A clear glass: the liquor shows through the wall, the table shows above it.
      const rx = 105 * s;
      const ry = 26 * s;
      const h = 220 * s;
      const level = top + 45 * s;
      return `${d}<path d="M${n2(cx - rx * 0.93)} ${n2(level)} L${n2(cx - rx * 0.84)} ${n2(top + h - 8 * s)} Q ${n2(cx)} ${n2(
        top + h + ry * 0.9,
      )} ${n2(cx + rx * 0.84)} ${n2(top + h - 8 * s)} L${n2(cx + rx * 0.93)} ${n2(level)} Z" fill="${o.liquor}" opacity="0.78"/>${surface(
        o,
        cx,
        level,
        rx * 0.93,
        ry * 0.9,
      )}<path d="M${n2(cx - rx)} ${n2(top)} L${n2(cx - rx * 0.86)} ${n2(top + h)} Q ${n2(cx)} ${n2(top + h + ry * 1.1)} ${n2(
        cx + rx * 0.86,
      )} ${n2(top + h)} L${n2(cx + rx)} ${n2(top)}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n2(
        4 * s,
      )}"/><ellipse cx="${n2(cx)}" cy="${n2(top)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="${n2(
        4 * s,
      )}"/><path d="M${n2(cx - rx * 0.7)} ${n2(top + 20 * s)} L${n2(cx - rx * 0.62)} ${n2(top + h - 20 * s)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${n2(
        8 * s,
      )}" stroke-linecap="round"/><ellipse cx="${n2(cx)}" cy="${n2(top + h + 2 * s)}" rx="${n2(rx * 0.8)}" ry="${n2(ry * 0.6)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${n2(
        3 * s,
      )}"/>`;
    }
    case 'gongfu':
    case 'porcelain': {
      // A porcelain cup with handle on a saucer, or (gongfu) a small handle-less tasting cup.
      const small = o.style === 'gongfu';
      const rx = (small ? 90 : 130) * s;
      const ry = (small ? 24 : 32) * s;
      const h = (small ? 110 : 150) * s;
      const saucer = small
        ? ''
        : `<ellipse cx="${n2(cx)}" cy="${n2(top + h + 6 * s)}" rx="${n2(rx * 1.6)}" ry="${n2(ry * 1.5)}" fill="${shade(o.glaze, -0.08)}"/><ellipse cx="${n2(
            cx,
          )}" cy="${n2(top + h + 2 * s)}" rx="${n2(rx * 1.2)}" ry="${n2(ry * 1.05)}" fill="${shade(o.glaze, -0.16)}"/>`;
      const handle = small
        ? ''
        : `<path d="M${n2(cx + rx * 0.9)} ${n2(top + h * 0.25)} C ${n2(cx + rx * 1.45)} ${n2(top + h * 0.15)} ${n2(cx + rx * 1.4)} ${n2(
            top + h * 0.8,
          )} ${n2(cx + rx * 0.6)} ${n2(top + h * 0.8)}" stroke="${shade(o.glaze, -0.1)}" stroke-width="${n2(16 * s)}" fill="none" stroke-linecap="round"/>`;
      return `${d}${saucer}${handle}<path d="M${n2(cx - rx)} ${n2(top)} C ${n2(cx - rx)} ${n2(top + h * 0.85)} ${n2(cx - rx * 0.5)} ${n2(
        top + h,
      )} ${n2(cx)} ${n2(top + h)} C ${n2(cx + rx * 0.5)} ${n2(top + h)} ${n2(cx + rx)} ${n2(top + h * 0.85)} ${n2(cx + rx)} ${n2(
        top,
      )} Z" fill="url(#${o.id}-body)"/><ellipse cx="${n2(cx)}" cy="${n2(top)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="${shade(o.glaze, 0.35)}"/>${surface(
        o,
        cx,
        top + 6 * s,
        rx * 0.88,
        ry * 0.78,
      )}<ellipse cx="${n2(cx)}" cy="${n2(top)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="none" stroke="${shade(o.glaze, -0.2)}" stroke-width="${n2(
        3 * s,
      )}"/>`;
    }
    case 'chawan': {
      // A wide matcha bowl on a low foot.
      const rx = 170 * s;
      const ry = 42 * s;
      const h = 165 * s;
      return `${d}<rect x="${n2(cx - 55 * s)}" y="${n2(top + h - 10 * s)}" width="${n2(110 * s)}" height="${n2(26 * s)}" rx="${n2(
        8 * s,
      )}" fill="${shade(o.glaze, -0.3)}"/><path d="M${n2(cx - rx)} ${n2(top)} C ${n2(cx - rx * 0.98)} ${n2(top + h * 0.9)} ${n2(cx - rx * 0.5)} ${n2(
        top + h,
      )} ${n2(cx)} ${n2(top + h)} C ${n2(cx + rx * 0.5)} ${n2(top + h)} ${n2(cx + rx * 0.98)} ${n2(top + h * 0.9)} ${n2(cx + rx)} ${n2(
        top,
      )} Z" fill="url(#${o.id}-body)"/><ellipse cx="${n2(cx)}" cy="${n2(top)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="${shade(o.glaze, 0.2)}"/>${surface(
        o,
        cx,
        top + 10 * s,
        rx * 0.86,
        ry * 0.72,
      )}<ellipse cx="${n2(cx)}" cy="${n2(top)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="none" stroke="${shade(o.glaze, -0.25)}" stroke-width="${n2(
        4 * s,
      )}"/>`;
    }
  }
}

/** Height of a cup style from rim to table, at scale 1 (to stand cups on a line). */
export const CUP_HEIGHT: Record<CupStyle, number> = {
  yunomi: 255,
  glass: 245,
  porcelain: 200,
  gongfu: 115,
  chawan: 180,
};

/** A shallow dish for a heap of leaf. */
export function dish(cx: number, cy: number, rx: number, ry: number, colour: string): string {
  return `<ellipse cx="${n2(cx)}" cy="${n2(cy + ry * 0.35)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="${shade(colour, -0.25)}"/><ellipse cx="${n2(
    cx,
  )}" cy="${n2(cy)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="${colour}"/><ellipse cx="${n2(cx)}" cy="${n2(cy + ry * 0.08)}" rx="${n2(
    rx * 0.82,
  )}" ry="${n2(ry * 0.75)}" fill="${shade(colour, -0.08)}"/>`;
}
