/** Cups, matcha tools, caddies, trays and infusers, in the same frame as the teapots (potWares.ts). */
import { tin } from './packs';
import type { Drawing } from './potWares';
import { bodyGradient } from './potWares';
import type { Material } from './wareKinds';
import { linear, n2, pick, rng, shade } from './svg';
import { cup } from './vessels';

export function tastingCups(m: Material, liquor: string): Drawing {
  const cups = [
    [420, 640],
    [780, 640],
    [500, 760],
    [720, 760],
  ]
    .map(([x, y], i) =>
      cup({
        style: 'gongfu',
        cx: x as number,
        top: y as number,
        scale: 1.1,
        liquor,
        opaque: false,
        glaze: m.colour,
        id: `c${i}`,
      }),
    )
    .join('');
  return { svg: cups, detail: [500, 760], halfWidth: 380 };
}

export function chawan(m: Material, seed: string): Drawing {
  const r = rng(`chawan:${seed}`);
  const drips = Array.from({ length: 7 }, (_, i) => {
    const x = 430 + i * 55 + r() * 20;
    return `<path d="M${n2(x)} 600 q 8 ${n2(60 + r() * 90)} 0 ${n2(100 + r() * 60)}" stroke="${shade(m.colour, m.colour < '#555555' ? 0.25 : -0.25)}" stroke-width="${n2(
      10 + r() * 10,
    )}" stroke-linecap="round" fill="none" opacity="0.55"/>`;
  }).join('');
  return {
    svg: `<defs>${bodyGradient('w', m.colour, 'glaze')}<clipPath id="wc"><path d="M380 600 C 385 820 480 860 600 860 C 720 860 815 820 820 600 Z"/></clipPath></defs><rect x="530" y="845" width="140" height="40" rx="10" fill="${shade(
      m.colour,
      -0.35,
    )}"/><path d="M380 600 C 385 820 480 860 600 860 C 720 860 815 820 820 600 Z" fill="url(#w)"/><g clip-path="url(#wc)">${drips}</g><ellipse cx="600" cy="600" rx="220" ry="56" fill="${shade(
      m.colour,
      0.12,
    )}"/><ellipse cx="600" cy="612" rx="190" ry="42" fill="${shade(m.colour, -0.2)}"/><ellipse cx="600" cy="600" rx="220" ry="56" fill="none" stroke="${shade(m.colour, -0.3)}" stroke-width="5"/>`,
    detail: [470, 700],
    halfWidth: 250,
  };
}

export function chasen(m: Material): Drawing {
  // A bamboo whisk standing on its tines: a handle, then fine tines flaring into a bulb that curl inwards.
  const outer = Array.from({ length: 34 }, (_, i) => {
    const t = i / 33;
    const x = 440 + t * 320;
    const bulge = (x - 600) * 1.25;
    return `<path d="M${n2(600 + (x - 600) * 0.35)} 520 C ${n2(600 + bulge)} 600 ${n2(600 + bulge)} 800 ${n2(600 + (x - 600) * 0.6)} 880" stroke="${shade(
      m.colour,
      -0.15 + (i % 3) * 0.1,
    )}" stroke-width="4" fill="none"/>`;
  }).join('');
  const inner = Array.from({ length: 12 }, (_, i) => {
    const x = 560 + i * 7;
    return `<path d="M${x} 540 C ${x - 20} 640 ${600 + (x - 600) * 0.2} 700 600 720" stroke="${shade(m.colour, -0.3)}" stroke-width="3" fill="none"/>`;
  }).join('');
  return {
    svg: `<defs>${linear(
      'h',
      [
        [0, shade(m.colour, -0.25)],
        [0.4, shade(m.colour, 0.2)],
        [1, shade(m.colour, -0.3)],
      ],
      true,
    )}</defs>${inner}${outer}<rect x="545" y="280" width="110" height="250" rx="18" fill="url(#h)"/><rect x="545" y="380" width="110" height="12" fill="${shade(
      m.colour,
      -0.3,
    )}"/><rect x="540" y="505" width="120" height="22" fill="#3a2a1e"/>`,
    detail: [600, 700],
    halfWidth: 220,
  };
}

export function chashaku(m: Material): Drawing {
  // A long, thin bamboo scoop lying on the table: a slim strip with a node and an upturned, curled tip.
  return {
    svg: `<defs>${linear('s', [
      [0, shade(m.colour, 0.2)],
      [0.5, m.colour],
      [1, shade(m.colour, -0.3)],
    ])}</defs><g transform="rotate(-22 600 700)"><path d="M150 690 L 960 682 C 1010 680 1040 660 1050 640 C 1060 660 1050 700 1000 712 L 150 712 Q 135 701 150 690 Z" fill="url(#s)" stroke="${shade(
      m.colour,
      -0.35,
    )}" stroke-width="3"/><rect x="560" y="684" width="16" height="30" rx="4" fill="${shade(m.colour, -0.35)}"/><path d="M180 700 L 540 698" stroke="${shade(m.colour, -0.15)}" stroke-width="3"/><path d="M600 697 L 940 694" stroke="${shade(
      m.colour,
      -0.15,
    )}" stroke-width="3"/></g>`,
    detail: [930, 560],
    halfWidth: 420,
  };
}

export function whiskStand(m: Material): Drawing {
  // Kusenaoshi: a ceramic form that keeps a whisk's shape while it dries.
  return {
    svg: `<defs>${bodyGradient('st', m.colour, 'porcelain')}</defs><path d="M470 880 C 430 760 480 650 540 600 C 520 520 540 430 600 420 C 660 430 680 520 660 600 C 720 650 770 760 730 880 Z" fill="url(#st)"/><ellipse cx="600" cy="880" rx="130" ry="22" fill="${shade(
      m.colour,
      -0.15,
    )}"/><circle cx="600" cy="420" r="26" fill="url(#st)"/>`,
    detail: [600, 520],
    halfWidth: 170,
  };
}

export function caddy(m: Material, seed: string): Drawing {
  let svg = tin(
    600,
    880,
    300,
    440,
    m.colour,
    shade(m.colour, -0.35),
    'cd',
    m.finish !== 'metal' || m.colour === '#b9bec4',
  );
  if (m.finish === 'paper') {
    // Washi: a printed paper wrap of small seeded motifs.
    const r = rng(`washi:${seed}`);
    const motifs = Array.from(
      { length: 18 },
      () =>
        `<circle cx="${n2(470 + r() * 260)}" cy="${n2(540 + r() * 320)}" r="${n2(8 + r() * 14)}" fill="${pick(r, ['#b8433a', '#3b5f9a', '#c9a24a'] as const)}" opacity="0.7"/>`,
    ).join('');
    svg += `<clipPath id="wp"><rect x="452" y="520" width="296" height="350"/></clipPath><g clip-path="url(#wp)">${motifs}</g>`;
  }
  return { svg, detail: [600, 460], halfWidth: 180 };
}

export function tray(m: Material): Drawing {
  const slats = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${300 + i * 70} 640 L ${220 + i * 95} 800" stroke="${shade(m.colour, -0.35)}" stroke-width="8"/>`,
  ).join('');
  return {
    svg: `<path d="M300 620 L 900 620 L 1000 820 L 200 820 Z" fill="${m.colour}" stroke="${shade(m.colour, -0.3)}" stroke-width="10"/>${slats}<path d="M200 820 L 1000 820 L 1000 870 L 200 870 Z" fill="${shade(
      m.colour,
      -0.2,
    )}"/>`,
    detail: [600, 720],
    halfWidth: 420,
  };
}

export function infuser(m: Material): Drawing {
  const mesh = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${470 + i * 22} 620 L ${490 + i * 18} 840" stroke="#8a8f96" stroke-width="2"/>`,
  ).join('');
  return {
    svg: `<path d="M460 620 L 500 840 Q 600 870 700 840 L 740 620 Z" fill="#c9ced4" opacity="0.6"/>${mesh}<ellipse cx="600" cy="620" rx="200" ry="34" fill="none" stroke="#9aa0a8" stroke-width="14"/><path d="M400 620 L 300 610 M800 620 L 900 610" stroke="#9aa0a8" stroke-width="14" stroke-linecap="round"/><ellipse cx="600" cy="620" rx="${
      m.finish === 'glass' ? 150 : 160
    }" ry="24" fill="#6f9a3e" opacity="0.4"/>`,
    detail: [600, 700],
    halfWidth: 300,
  };
}
