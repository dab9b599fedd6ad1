/** SVG artwork drawn from catalogue data. Everything is generated: no image comes from the internet. */

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Deterministic pseudo-random numbers from a string, so that every render of an image is identical. */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export function wrap(text: string, maxChars: number, maxLines = 4): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.replace('#', ''), 16);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const f = (c: number) => clamp(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const FONT = 'font-family="DejaVu Sans, Helvetica, Arial, sans-serif"';
const SERIF = 'font-family="DejaVu Serif, Georgia, serif"';

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  attrs: string,
  lineHeight = 1.25,
): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * lineHeight}" font-size="${size}" ${attrs}>${esc(l)}</text>`,
    )
    .join('');
}

function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 ${-size} C ${size * 0.6} ${-size * 0.5} ${size * 0.6} ${size * 0.5} 0 ${size} C ${-size * 0.6} ${size * 0.5} ${-size * 0.6} ${-size * 0.5} 0 ${-size} Z" fill="${colour}"/><path d="M0 ${-size} L0 ${size}" stroke="${shade(colour, -0.3)}" stroke-width="${Math.max(1, size / 14)}"/></g>`;
}

function scatteredLeaves(
  seed: string,
  w: number,
  h: number,
  colour: string,
  count: number,
  size: number,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += leaf(r() * w, r() * h, size * (0.5 + r()), r() * 360, shade(colour, (r() - 0.5) * 0.5));
  }
  return out;
}

export interface PackArt {
  seed: string;
  title: string;
  subtitle: string;
  detail: string;
  colour: string;
}

/** A stand-up pouch with a printed label: the main product image (1200 x 1200). */
export function productPack(a: PackArt): string {
  const bg = shade(a.colour, 0.82);
  const body = `
  <rect width="1200" height="1200" fill="${bg}"/>
  ${scatteredLeaves(a.seed, 1200, 1200, shade(a.colour, 0.5), 18, 34)}
  <ellipse cx="600" cy="1080" rx="330" ry="34" fill="#000" opacity="0.12"/>
  <path d="M330 220 L870 220 L900 1060 Q600 1090 300 1060 Z" fill="${a.colour}"/>
  <rect x="330" y="200" width="540" height="46" rx="8" fill="${shade(a.colour, -0.25)}"/>
  <circle cx="600" cy="290" r="16" fill="${bg}"/>
  <rect x="380" y="420" width="440" height="470" rx="18" fill="#fbf8f1"/>
  <text x="600" y="485" font-size="28" letter-spacing="6" text-anchor="middle" fill="${shade(a.colour, -0.4)}" ${FONT}>SENCHA TEA</text>
  ${leaf(600, 560, 40, 30, a.colour)}
  ${textLines(wrap(a.title, 18, 3), 600, 660, 40, `text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${SERIF}`)}
  ${textLines(wrap(a.subtitle, 30, 1), 600, 820, 26, `text-anchor="middle" fill="#555" ${FONT}`)}
  <text x="600" y="866" font-size="30" text-anchor="middle" font-weight="bold" fill="${shade(a.colour, -0.4)}" ${FONT}>${esc(a.detail)}</text>`;
  return svg(1200, 1200, body);
}

/** A piece of teaware (kyusu, bowl, whisk, caddy...) on a table. */
export function teaware(a: PackArt & { kind: string; view: number }): string {
  const bg = shade(a.colour, 0.85);
  const c = a.colour;
  const d = shade(c, -0.3);
  let piece: string;
  switch (a.kind) {
    case 'kyusu-teapots':
      piece = `<ellipse cx="600" cy="640" rx="250" ry="200" fill="${c}"/><rect x="840" y="560" width="220" height="56" rx="28" transform="rotate(-20 840 590)" fill="${d}"/><path d="M360 620 L250 520 L280 500 L380 580 Z" fill="${d}"/><ellipse cx="600" cy="450" rx="150" ry="40" fill="${d}"/><circle cx="600" cy="420" r="26" fill="${c}"/>`;
      break;
    case 'matcha-bowls':
      piece = `<path d="M330 480 L870 480 Q860 820 600 840 Q340 820 330 480 Z" fill="${c}"/><ellipse cx="600" cy="480" rx="270" ry="60" fill="${d}"/><ellipse cx="600" cy="490" rx="230" ry="42" fill="#7fa650"/>`;
      break;
    case 'matcha-tools':
      piece = `<rect x="560" y="260" width="80" height="300" rx="20" fill="${shade(c, 0.3)}"/>${Array.from(
        { length: 16 },
        (_, i) =>
          `<path d="M600 560 Q${470 + i * 17} 700 ${480 + i * 16} 860" stroke="${d}" stroke-width="7" fill="none"/>`,
      ).join('')}`;
      break;
    case 'tea-caddies':
      piece = `<rect x="420" y="380" width="360" height="480" rx="24" fill="${c}"/><rect x="410" y="340" width="380" height="80" rx="16" fill="${d}"/><rect x="420" y="560" width="360" height="120" fill="#fbf8f1"/>`;
      break;
    default:
      piece = `<path d="M420 520 Q420 820 600 840 Q780 820 780 520 Z" fill="${c}"/><ellipse cx="600" cy="520" rx="180" ry="40" fill="${d}"/><ellipse cx="600" cy="470" rx="140" ry="40" fill="${shade(c, 0.2)}"/><circle cx="600" cy="430" r="22" fill="${d}"/>`;
  }
  const zoom = a.view === 2 ? 'transform="translate(-300 -330) scale(1.5)"' : '';
  const body = `
  <rect width="1200" height="1200" fill="${bg}"/>
  <rect y="900" width="1200" height="300" fill="${shade(c, 0.6)}"/>
  <ellipse cx="600" cy="880" rx="320" ry="36" fill="#000" opacity="0.12"/>
  <g ${zoom}>${piece}</g>
  ${textLines(wrap(a.title, 34, 2), 600, 990, 44, `text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${SERIF}`)}
  <text x="600" y="1130" font-size="28" text-anchor="middle" fill="#555" ${FONT}>${esc(a.detail)}</text>`;
  return svg(1200, 1200, body);
}

/** Dry leaf beside a cup of the liquor. */
export function leafAndCup(seed: string, title: string, leafColour: string, liquor: string): string {
  const body = `
  <rect width="1200" height="1200" fill="#f4efe3"/>
  <circle cx="760" cy="620" r="300" fill="#fff" stroke="#d8d0bd" stroke-width="10"/>
  <circle cx="760" cy="620" r="250" fill="${liquor}"/>
  <ellipse cx="700" cy="540" rx="120" ry="40" fill="#fff" opacity="0.18"/>
  ${scatteredLeaves(seed, 420, 1200, leafColour, 40, 40)}
  ${textLines(wrap(title, 30, 2), 760, 1040, 44, `text-anchor="middle" font-weight="bold" fill="#3a3a3a" ${SERIF}`)}`;
  return svg(1200, 1200, body);
}

export interface FlavourNote {
  name: string;
  colour: string;
}

/** The flavour profile infographic: the tea's notes as coloured discs plus the tasting notes (1600 x 900). */
export function flavourGraphic(title: string, notes: FlavourNote[], profile: string): string {
  const n = Math.max(notes.length, 1);
  const discs = notes
    .map((note, i) => {
      const cx = 800 - ((n - 1) * 360) / 2 + i * 360;
      const r = 150 - i * 18;
      return `<circle cx="${cx}" cy="400" r="${r}" fill="${note.colour}" opacity="0.92"/><text x="${cx}" y="${
        400 + r + 56
      }" font-size="34" text-anchor="middle" fill="#2b2b2b" ${FONT}>${esc(note.name)}</text><text x="${cx}" y="415" font-size="44" text-anchor="middle" font-weight="bold" fill="#fff" ${FONT}>${i + 1}</text>`;
    })
    .join('');
  const body = `
  <rect width="1600" height="900" fill="#fbf8f1"/>
  <text x="800" y="110" font-size="56" text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${SERIF}>${esc(title)}</text>
  <text x="800" y="160" font-size="30" text-anchor="middle" fill="#777" letter-spacing="4" ${FONT}>FLAVOUR PROFILE</text>
  ${discs}
  ${textLines(wrap(profile, 70, 2), 800, 780, 34, `text-anchor="middle" font-style="italic" fill="#444" ${SERIF}`)}`;
  return svg(1600, 900, body);
}

export interface BrewArt {
  title: string;
  tempC: number;
  grams: number;
  ml: number;
  seconds: number;
  colour: string;
}

function formatTime(seconds: number): string {
  if (seconds < 60) return `${seconds} sec`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? `${m} min` : `${m}:${String(s).padStart(2, '0')} min`;
}

/** Brewing infographic: thermometer (water temperature), leaf and scale (amount), clock (steep time). */
export function brewingGraphic(a: BrewArt): string {
  const fill = Math.max(0.1, Math.min(1, (a.tempC - 40) / 60));
  const angle = Math.min(359, (a.seconds / 300) * 360);
  const rad = ((angle - 90) * Math.PI) / 180;
  const large = angle > 180 ? 1 : 0;
  const ex = 1300 + 150 * Math.cos(rad);
  const ey = 430 + 150 * Math.sin(rad);
  const body = `
  <rect width="1600" height="900" fill="#fbf8f1"/>
  <text x="800" y="100" font-size="54" text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${SERIF}>${esc(a.title)}</text>
  <text x="800" y="150" font-size="28" text-anchor="middle" fill="#777" letter-spacing="4" ${FONT}>BREWING GUIDE</text>
  <rect x="270" y="230" width="60" height="360" rx="30" fill="#e9e2d2"/>
  <rect x="270" y="${230 + 360 * (1 - fill)}" width="60" height="${360 * fill}" rx="30" fill="#d0573a"/>
  <circle cx="300" cy="620" r="60" fill="#d0573a"/>
  <text x="300" y="770" font-size="64" text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${FONT}>${a.tempC}°C</text>
  <text x="300" y="820" font-size="30" text-anchor="middle" fill="#666" ${FONT}>water temperature</text>
  ${leaf(760, 360, 110, 35, a.colour)}
  <rect x="620" y="520" width="280" height="40" rx="12" fill="#9a9184"/>
  <rect x="700" y="560" width="120" height="50" fill="#b8af9f"/>
  <text x="800" y="770" font-size="64" text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${FONT}>${a.grams} g</text>
  <text x="800" y="820" font-size="30" text-anchor="middle" fill="#666" ${FONT}>leaf per ${a.ml} ml</text>
  <circle cx="1300" cy="430" r="170" fill="#fff" stroke="#2b2b2b" stroke-width="10"/>
  <path d="M1300 430 L1300 280 A150 150 0 ${large} 1 ${ex.toFixed(1)} ${ey.toFixed(1)} Z" fill="${a.colour}" opacity="0.85"/>
  <circle cx="1300" cy="430" r="12" fill="#2b2b2b"/>
  <text x="1300" y="770" font-size="64" text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${FONT}>${esc(formatTime(a.seconds))}</text>
  <text x="1300" y="820" font-size="30" text-anchor="middle" fill="#666" ${FONT}>steep time</text>`;
  return svg(1600, 900, body);
}

/** Re-infusion guide: one cup per infusion with its suggested time. */
export function infusionGraphic(title: string, seconds: number, infusions: number, liquor: string): string {
  const n = Math.max(1, Math.min(8, infusions));
  const step = seconds <= 60 ? 15 : 60;
  const cupsSvg = Array.from({ length: n }, (_, i) => {
    const cx = 800 - ((n - 1) * 180) / 2 + i * 180;
    const t = seconds + i * step;
    return `<path d="M${cx - 60} 380 L${cx + 60} 380 L${cx + 45} 520 Q${cx} 540 ${cx - 45} 520 Z" fill="${liquor}" opacity="${
      1 - i * 0.08
    }" stroke="#8a7f6d" stroke-width="4"/><text x="${cx}" y="600" font-size="30" text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${FONT}>${i + 1}</text><text x="${cx}" y="645" font-size="26" text-anchor="middle" fill="#666" ${FONT}>${esc(
      formatTime(t),
    )}</text>`;
  }).join('');
  const body = `
  <rect width="1600" height="900" fill="#f4efe3"/>
  <text x="800" y="120" font-size="54" text-anchor="middle" font-weight="bold" fill="#2b2b2b" ${SERIF}>${esc(title)}</text>
  <text x="800" y="175" font-size="28" text-anchor="middle" fill="#777" letter-spacing="4" ${FONT}>${n} INFUSION${n === 1 ? '' : 'S'} FROM THE SAME LEAF</text>
  ${cupsSvg}
  <text x="800" y="790" font-size="32" text-anchor="middle" fill="#555" ${FONT}>${
    n > 1
      ? `Add about ${formatTime(step)} to each infusion`
      : 'One long infusion; remove the leaf when the time is up'
  }</text>`;
  return svg(1600, 900, body);
}

/** A wide banner with a title over layered shapes: flavours (1600 x 400), regions (1200 x 600), tiles, blog. */
export function banner(
  width: number,
  height: number,
  seed: string,
  title: string,
  subtitle: string,
  colour: string,
  style: 'waves' | 'mountains' | 'leaves',
  textColour = '#ffffff',
): string {
  const r = rng(seed);
  let art = '';
  if (style === 'mountains') {
    for (let layer = 0; layer < 3; layer++) {
      const base = height * (0.45 + layer * 0.17);
      let d = `M0 ${height} L0 ${base}`;
      for (let x = 0; x <= width; x += width / 6)
        d += ` L${x.toFixed(0)} ${(base - r() * height * 0.3).toFixed(0)}`;
      d += ` L${width} ${height} Z`;
      art += `<path d="${d}" fill="${shade(colour, -0.15 * layer)}" opacity="0.9"/>`;
    }
    art += `<circle cx="${width * (0.7 + r() * 0.2)}" cy="${height * 0.22}" r="${height * 0.09}" fill="#fff6d8" opacity="0.9"/>`;
  } else if (style === 'waves') {
    for (let layer = 0; layer < 4; layer++) {
      const y = height * (0.35 + layer * 0.17);
      const a = height * (0.06 + r() * 0.06);
      art += `<path d="M0 ${y} C ${width * 0.25} ${y - a} ${width * 0.5} ${y + a} ${width * 0.75} ${y} S ${width} ${
        y - a
      } ${width} ${y} L${width} ${height} L0 ${height} Z" fill="${shade(colour, -0.1 * layer)}" opacity="0.55"/>`;
    }
  } else {
    art = scatteredLeaves(
      seed,
      width,
      height,
      shade(colour, -0.15),
      Math.round((width * height) / 40000),
      height / 12,
    );
  }
  const size = Math.round(Math.min(height / 5, width / Math.max(8, title.length * 0.62)));
  const body = `
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.25)}"/><stop offset="1" stop-color="${shade(
    colour,
    -0.2,
  )}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${art}
  <text x="${width / 2}" y="${height / 2}" font-size="${size}" text-anchor="middle" font-weight="bold" fill="${textColour}" ${SERIF}>${esc(title)}</text>
  ${subtitle ? `<text x="${width / 2}" y="${height / 2 + size * 0.9}" font-size="${Math.round(size * 0.4)}" text-anchor="middle" fill="${textColour}" opacity="0.9" ${FONT}>${esc(subtitle)}</text>` : ''}`;
  return svg(width, height, body);
}

/** The home page tile: a cup on the tile's own colours (1400 x 700). */
export function homeTile(title: string, bg: string, fg: string, colour: string, seed: string): string {
  const body = `
  <rect width="1400" height="700" fill="${bg}"/>
  ${scatteredLeaves(seed, 1400, 700, colour, 14, 40)}
  <circle cx="700" cy="360" r="230" fill="#fff" opacity="0.95"/>
  <circle cx="700" cy="360" r="190" fill="${colour}"/>
  <ellipse cx="650" cy="300" rx="90" ry="30" fill="#fff" opacity="0.2"/>
  <text x="700" y="650" font-size="56" text-anchor="middle" font-weight="bold" fill="${fg}" ${SERIF}>${esc(title)}</text>`;
  return svg(1400, 700, body);
}
