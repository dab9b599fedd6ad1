/**
 * Teaware pictures: each item drawn as the thing it is, chosen from its slug and name (a chashaku is a long
 * bamboo scoop, a chasen a bamboo whisk, a glass pitcher is see-through). The material (red or purple clay,
 * celadon, porcelain, copper, washi, cast iron, glass) comes from the name too. Views differ: the whole piece,
 * a close-up, and the piece with a cup of tea, always the same object.
 */
import { emblem, tin } from './packs';
import { linear, n2, pick, radial, rng, shade, shadow, svgDoc, tabletop } from './svg';
import { cup } from './vessels';

export type WareKind =
  | 'kyusu'
  | 'yixing'
  | 'tetsubin'
  | 'teapot'
  | 'gaiwan'
  | 'glass-pitcher'
  | 'tasting-cups'
  | 'chawan'
  | 'chasen'
  | 'chashaku'
  | 'whisk-stand'
  | 'caddy'
  | 'tray'
  | 'kettle'
  | 'infuser';

// First match wins: 'whisk stand' before 'whisk', 'glass pitcher' before 'glass'.
const KINDS: Array<[WareKind, string[]]> = [
  ['chashaku', ['chashaku', 'scoop']],
  ['whisk-stand', ['whisk stand', 'whisk-stand', 'kusenaoshi']],
  ['chasen', ['chasen', 'whisk']],
  ['chawan', ['chawan', 'matcha bowl']],
  ['gaiwan', ['gaiwan']],
  ['glass-pitcher', ['pitcher', 'cha hai', 'fairness']],
  ['tasting-cups', ['cups', 'cup']],
  ['tetsubin', ['tetsubin', 'cast iron']],
  ['kettle', ['kettle']],
  ['kyusu', ['kyusu', 'side handle', 'side-handle']],
  ['yixing', ['yixing', 'zisha']],
  ['tray', ['tray']],
  ['infuser', ['infuser', 'strainer']],
  ['caddy', ['tin', 'caddy', 'caddies']],
  ['teapot', ['teapot', 'pot']],
  ['chawan', ['bowl']],
];

/** The kind of teaware a product is, from its own slug and name first, then its tea item's. */
export function wareKind(productText: string, itemText: string): WareKind {
  for (const text of [productText.toLowerCase(), itemText.toLowerCase()]) {
    for (const [kind, words] of KINDS) if (words.some((w) => text.includes(w))) return kind;
  }
  return 'teapot';
}

export interface Material {
  colour: string;
  finish: 'clay' | 'glaze' | 'porcelain' | 'metal' | 'paper' | 'bamboo' | 'glass' | 'iron';
}

const MATERIALS: Array<[string[], Material]> = [
  [['red clay', 'tokoname'], { colour: '#a4532f', finish: 'clay' }],
  [['purple clay', 'banko'], { colour: '#5f3a3a', finish: 'clay' }],
  [['zisha', 'yixing'], { colour: '#7a4434', finish: 'clay' }],
  [['celadon'], { colour: '#9fc2ad', finish: 'glaze' }],
  [['black raku', 'raku'], { colour: '#2b2624', finish: 'glaze' }],
  [['ash glaze'], { colour: '#b3a98f', finish: 'glaze' }],
  [['glass'], { colour: '#e8f0f0', finish: 'glass' }],
  [['copper'], { colour: '#b8733a', finish: 'metal' }],
  [['washi', 'paper'], { colour: '#e6d6b4', finish: 'paper' }],
  [['cast iron', 'tetsubin', 'iron'], { colour: '#3b3b3d', finish: 'iron' }],
  [['bamboo', 'chasen', 'chashaku'], { colour: '#d6bd84', finish: 'bamboo' }],
  [['porcelain', 'ceramic', 'stand'], { colour: '#f1efe9', finish: 'porcelain' }],
  [['tin'], { colour: '#b9bec4', finish: 'metal' }],
];

export function wareMaterial(text: string, kind: WareKind): Material {
  const t = text.toLowerCase();
  const found = MATERIALS.find(([words]) => words.some((w) => t.includes(w)));
  if (found) return found[1];
  if (kind === 'chasen' || kind === 'chashaku' || kind === 'tray')
    return { colour: '#c9a66a', finish: 'bamboo' };
  if (kind === 'glass-pitcher') return { colour: '#e8f0f0', finish: 'glass' };
  if (kind === 'tetsubin') return { colour: '#3b3b3d', finish: 'iron' };
  return { colour: '#f1efe9', finish: 'porcelain' };
}

/** Body shading of a solid object: light from the upper left. */
function bodyGradient(id: string, colour: string, finish: Material['finish']): string {
  const gloss = finish === 'glaze' || finish === 'porcelain' || finish === 'metal';
  return radial(
    id,
    [
      [0, shade(colour, gloss ? 0.45 : 0.2)],
      [0.45, colour],
      [1, shade(colour, -0.45)],
    ],
    0.35,
    0.3,
  );
}

interface Drawing {
  /** The object, centred near (600, 640), standing on y = 900. */
  svg: string;
  /** Where the close-up looks. */
  detail: [number, number];
  /** Half the object's width, for its shadow. */
  halfWidth: number;
}

function kyusu(m: Material, tall: boolean): Drawing {
  const ry = tall ? 200 : 165;
  const cy = 900 - ry;
  return {
    svg: `<defs>${bodyGradient('k', m.colour, m.finish)}</defs><path d="M390 ${cy - 10} C 330 ${cy - 30} 300 ${cy - 120} 270 ${cy - 175} L 300 ${cy - 190} C 330 ${
      cy - 140
    } 360 ${cy - 90} 420 ${cy - 70} Z" fill="${shade(m.colour, -0.1)}"/><g transform="rotate(-18 780 ${cy - 10})"><rect x="780" y="${cy - 45}" width="300" height="70" rx="35" fill="url(#k)"/><rect x="1040" y="${
      cy - 45
    }" width="40" height="70" rx="18" fill="${shade(m.colour, -0.3)}"/></g><ellipse cx="600" cy="${cy}" rx="240" ry="${ry}" fill="url(#k)"/><ellipse cx="600" cy="${cy - ry + 40}" rx="150" ry="34" fill="${shade(
      m.colour,
      -0.25,
    )}"/><ellipse cx="600" cy="${cy - ry + 30}" rx="135" ry="28" fill="url(#k)"/><ellipse cx="600" cy="${cy - ry + 8}" rx="34" ry="22" fill="${shade(m.colour, -0.15)}"/>`,
    detail: [330, cy - 120],
    halfWidth: 470,
  };
}

function yixing(m: Material, tall: boolean): Drawing {
  const ry = tall ? 190 : 140;
  const cy = 900 - ry;
  return {
    svg: `<defs>${bodyGradient('y', m.colour, m.finish)}</defs><path d="M800 ${cy - ry * 0.6} C 950 ${cy - ry * 0.7} 960 ${cy + ry * 0.4} 810 ${cy + ry * 0.35}" stroke="${shade(
      m.colour,
      -0.15,
    )}" stroke-width="38" fill="none" stroke-linecap="round"/><path d="M420 ${cy - 10} L 290 ${cy - 90} L 300 ${cy - 120} L 440 ${cy - 70} Z" fill="url(#y)"/><ellipse cx="600" cy="${cy}" rx="220" ry="${ry}" fill="url(#y)"/><rect x="470" y="${
      cy - ry - 4
    }" width="260" height="34" rx="14" fill="${shade(m.colour, -0.2)}"/><ellipse cx="600" cy="${cy - ry - 4}" rx="130" ry="26" fill="url(#y)"/><circle cx="600" cy="${cy - ry - 34}" r="30" fill="url(#y)"/>`,
    detail: [600, cy - ry],
    halfWidth: 280,
  };
}

function tetsubin(m: Material): Drawing {
  const cy = 720;
  const dots = Array.from({ length: 5 }, (_, row) =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${420 + i * 45 + (row % 2) * 22}" cy="${640 + row * 40}" r="9" fill="${shade(m.colour, 0.15)}"/>`,
    ).join(''),
  ).join('');
  return {
    svg: `<defs>${bodyGradient('t', m.colour, 'metal')}<clipPath id="tc"><ellipse cx="600" cy="${cy}" rx="240" ry="180"/></clipPath></defs><path d="M400 ${cy - 100} C 380 360 820 360 800 ${cy - 100}" stroke="#2a2a2c" stroke-width="22" fill="none"/><path d="M380 ${
      cy + 10
    } L 250 ${cy - 90} L 270 ${cy - 110} L 400 ${cy - 50} Z" fill="url(#t)"/><ellipse cx="600" cy="${cy}" rx="240" ry="180" fill="url(#t)"/><g clip-path="url(#tc)">${dots}</g><ellipse cx="600" cy="${cy - 165}" rx="110" ry="26" fill="${shade(
      m.colour,
      -0.3,
    )}"/><circle cx="600" cy="${cy - 190}" r="24" fill="url(#t)"/>`,
    detail: [600, 680],
    halfWidth: 280,
  };
}

function gaiwan(m: Material): Drawing {
  return {
    svg: `<defs>${bodyGradient('g', m.colour, 'porcelain')}</defs><ellipse cx="600" cy="880" rx="300" ry="60" fill="${shade(m.colour, -0.12)}"/><ellipse cx="600" cy="870" rx="240" ry="44" fill="url(#g)"/><path d="M420 620 C 420 800 500 850 600 850 C 700 850 780 800 780 620 Z" fill="url(#g)"/><path d="M440 700 Q 600 740 760 700" stroke="#3b5f9a" stroke-width="10" fill="none"/><path d="M400 615 Q 600 470 800 615 Q 600 660 400 615 Z" fill="url(#g)" stroke="${shade(
      m.colour,
      -0.2,
    )}" stroke-width="3"/><ellipse cx="600" cy="535" rx="44" ry="18" fill="${shade(m.colour, -0.1)}"/><path d="M470 590 Q 600 530 730 590" stroke="#3b5f9a" stroke-width="8" fill="none"/>`,
    detail: [600, 620],
    halfWidth: 320,
  };
}

function glassPitcher(liquor: string): Drawing {
  // Transparent: the liquor is seen through the wall, the wall is only outlines and highlights.
  return {
    svg: `<path d="M450 560 L 470 860 Q 600 900 730 860 L 750 560 Z" fill="${liquor}" opacity="0.72"/><ellipse cx="600" cy="560" rx="150" ry="30" fill="${shade(
      liquor,
      0.2,
    )}" opacity="0.85"/><path d="M440 420 L 380 385 L 445 395 M440 420 L 470 860 Q 600 900 730 860 L 760 410 Q 600 380 445 395" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.9" stroke-width="7" stroke-linejoin="round"/><ellipse cx="600" cy="405" rx="160" ry="30" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/><path d="M490 440 L 505 820" stroke="#fff" stroke-opacity="0.6" stroke-width="16" stroke-linecap="round"/><path d="M700 450 L 690 820" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/><ellipse cx="600" cy="872" rx="125" ry="20" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="5"/>`,
    detail: [430, 450],
    halfWidth: 200,
  };
}

function tastingCups(m: Material, liquor: string): Drawing {
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

function chawan(m: Material, seed: string): Drawing {
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

function chasen(m: Material): Drawing {
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

function chashaku(m: Material): Drawing {
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

function whiskStand(m: Material): Drawing {
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

function caddy(m: Material, seed: string): Drawing {
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

function tray(m: Material): Drawing {
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

function kettle(m: Material): Drawing {
  return {
    svg: `<defs>${bodyGradient('kt', m.colour, 'metal')}</defs><path d="M420 760 C 330 700 300 560 250 470" stroke="url(#kt)" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M420 880 L 440 560 Q 600 500 760 560 L 780 880 Z" fill="url(#kt)"/><path d="M520 520 C 520 380 700 380 700 520" stroke="#2a2a2a" stroke-width="24" fill="none"/><ellipse cx="600" cy="555" rx="160" ry="30" fill="${shade(
      m.colour,
      -0.2,
    )}"/>`,
    detail: [300, 520],
    halfWidth: 260,
  };
}

function infuser(m: Material): Drawing {
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

function drawWare(kind: WareKind, m: Material, seed: string, liquor: string): Drawing {
  const tall = rng(`shape:${seed}`)() < 0.5;
  switch (kind) {
    case 'kyusu':
      return kyusu(m, tall);
    case 'yixing':
    case 'teapot':
      return yixing(m, tall);
    case 'tetsubin':
      return tetsubin(m);
    case 'gaiwan':
      return gaiwan(m);
    case 'glass-pitcher':
      return glassPitcher(liquor);
    case 'tasting-cups':
      return tastingCups(m, liquor);
    case 'chawan':
      return chawan(m, seed);
    case 'chasen':
      return chasen(m);
    case 'chashaku':
      return chashaku(m);
    case 'whisk-stand':
      return whiskStand(m);
    case 'caddy':
      return caddy(m, seed);
    case 'tray':
      return tray(m);
    case 'kettle':
      return kettle(m);
    case 'infuser':
      return infuser(m);
  }
}

export interface WareArt {
  /** The product slug: seeds the backdrop and shape variants. */
  seed: string;
  kind: WareKind;
  material: Material;
  /** 1: the whole piece; 2: a close-up; 3: with a cup of tea; later views repeat the cycle. */
  view: number;
}

const WALLS = ['#ece6da', '#e3e8e2', '#efe4d6', '#dfe3e8', '#e9e1e6'] as const;
const TABLES = ['#c7a77e', '#8a6a4a', '#d9cbb5', '#6f5a48', '#b9a58a'] as const;

/** A teaware product picture (1200 x 1200), no text. */
export function tewarePicture(a: WareArt): string {
  const r = rng(`ware:${a.seed}`);
  const wall = pick(r, WALLS);
  const table = pick(r, TABLES);
  // Tea colours for what the glass and cups hold: oolong amber or green tea.
  const liquor = pick(r, ['#d9a53f', '#c9d66e', '#c0702a'] as const);
  const d = drawWare(a.kind, a.material, a.seed, liquor);
  const view = ((Math.max(1, a.view) - 1) % 3) + 1;
  let scene: string;
  if (view === 2) {
    const [x, y] = d.detail;
    const z = 1.6;
    scene = `<g transform="translate(${n2(600 - x * z)} ${n2(640 - y * z)}) scale(${z})">${shadow(600, 900, d.halfWidth, 30)}${d.svg}</g>`;
  } else if (view === 3) {
    const accompany =
      a.kind === 'chasen' || a.kind === 'chashaku' || a.kind === 'whisk-stand' || a.kind === 'chawan';
    const side = cup({
      style: accompany ? 'chawan' : 'gongfu',
      cx: 930,
      top: accompany ? 800 : 860,
      scale: accompany ? 0.9 : 1.3,
      liquor: accompany ? '#7fab3c' : liquor,
      opaque: accompany,
      glaze: accompany ? '#3b3632' : '#f4f1ea',
      id: 'side',
    });
    scene = `<g transform="translate(60 140) scale(0.8)">${shadow(600, 900, d.halfWidth, 30)}${d.svg}</g>${shadow(930, 970, 170, 24)}${side}`;
  } else {
    // The whole piece, as large as the frame allows (a long scoop less than a small cup set).
    const z = Math.min(1.45, 500 / d.halfWidth);
    scene = `<g transform="translate(${n2(600 - 600 * z)} ${n2(980 - 900 * z)}) scale(${n2(z)})">${shadow(600, 900, d.halfWidth, 30)}${d.svg}</g>`;
  }
  // The shop's mark, small, on the wall: a brand cue that is not text.
  return svgDoc(
    1200,
    1200,
    `${tabletop(1200, 1200, wall, table, 700)}${emblem(1120, 80, 34, shade(wall, -0.25))}${scene}`,
  );
}
