/**
 * The data graphics of a tea: brewing guide (temperature, leaf, time), infusion guide and flavour profile. These
 * legitimately carry text (numbers and flavour names, the tea item's name as title); they never carry a price or
 * a product (size) name, and they are regenerated whenever their inputs change (generate.ts), so they cannot
 * drift from the page.
 */
import { esc, shade, svgDoc } from './svg';

export const FONT = 'font-family="DejaVu Sans, Helvetica, Arial, sans-serif"';
export const SERIF = 'font-family="DejaVu Serif, Georgia, serif"';
const svg = svgDoc;

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

export function textLines(
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

/** A simple leaf glyph (the brewing guide's "leaf amount" icon, banner decoration). */
export function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 ${-size} C ${size * 0.6} ${-size * 0.5} ${size * 0.6} ${size * 0.5} 0 ${size} C ${-size * 0.6} ${size * 0.5} ${-size * 0.6} ${-size * 0.5} 0 ${-size} Z" fill="${colour}"/><path d="M0 ${-size} L0 ${size}" stroke="${shade(colour, -0.3)}" stroke-width="${Math.max(1, size / 14)}"/></g>`;
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
