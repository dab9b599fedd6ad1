/** One piece of dry leaf drawn by its shape, and the small additions some teas have (rice, blossoms, berries). */
import type { LeafShape, TeaLook } from './palette';
import { between, n2, shade } from './svg';

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

/**
 * A twisted strip of leaf, length 2s: its outline sampled along a gentle S, narrowing at each twist, with the
 * creases of the twists and a light catch along one edge.
 */
function twistedStrip(s: number, fill: string, r: () => number): string {
  const phase = r() * Math.PI;
  const bend = between(r, 0.06, 0.14);
  const steps = 10;
  const top: string[] = [];
  const bottom: string[] = [];
  const creases: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * 2 - 1;
    const cx = t * s;
    const cy = Math.sin(t * 2.6 + phase) * s * bend;
    const twist = 0.45 + 0.55 * Math.abs(Math.cos(t * 4.7 + phase));
    const hw = s * 0.13 * Math.pow(1 - t * t, 0.6) * twist + s * 0.01;
    top.push(`${n2(cx)} ${n2(cy - hw)}`);
    bottom.unshift(`${n2(cx)} ${n2(cy + hw)}`);
    if (twist < 0.55 && i > 0 && i < steps)
      creases.push(`M${n2(cx - hw * 0.6)} ${n2(cy - hw * 1.4)} L${n2(cx + hw * 0.6)} ${n2(cy + hw * 1.4)}`);
  }
  const dark = shade(fill, -0.4);
  const light = top.slice(2, steps - 1).join(' L');
  return `<path d="M${top.join(' L')} L${bottom.join(' L')} Z" fill="${fill}" stroke="${dark}" stroke-width="${n2(
    Math.max(1, s * 0.02),
  )}" stroke-linejoin="round"/><path d="M${light}" stroke="${shade(fill, 0.35)}" stroke-width="${n2(
    Math.max(1, s * 0.025),
  )}" fill="none" opacity="0.7"/>${creases.length ? `<path d="${creases.join(' ')}" stroke="${dark}" stroke-width="${n2(Math.max(1, s * 0.025))}"/>` : ''}`;
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
      // A long wiry strip of rolled leaf, tapering to both ends and pinched where it twists; some carry tips.
      const tip = look.extras.includes('tips') && r() < 0.4 ? look.leaf2 : tone;
      return at(x, y, angle, twistedStrip(s, tip, r));
    }
    case 'broken': {
      // A fragment of broken leaf: an irregular, angular flake with a curled edge.
      const corners = Array.from({ length: 6 }, (_, i) => {
        const a = (i / 6) * Math.PI * 2 + between(r, -0.3, 0.3);
        const d = s * between(r, 0.2, 0.36);
        return `${n2(Math.cos(a) * d)} ${n2(Math.sin(a) * d * 0.7)}`;
      });
      return at(
        x,
        y,
        angle,
        `<path d="M${corners.join(' L')} Z" fill="${tone}" stroke="${dark}" stroke-width="${n2(Math.max(1, s * 0.03))}" stroke-linejoin="round"/><path d="M${n2(
          -s * 0.16,
        )} ${n2(-s * 0.02)} Q 0 ${n2(-s * 0.16)} ${n2(s * 0.16)} 0" stroke="${shade(tone, 0.3)}" stroke-width="${n2(
          Math.max(1, s * 0.035),
        )}" fill="none"/>`,
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
export function extra(
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
