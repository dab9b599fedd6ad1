/** SVG building blocks shared by every picture: the document, escaping, seeded randomness and colour shading. */

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

/** A value in [min, max) from a generator. */
export function between(r: () => number, min: number, max: number): number {
  return min + r() * (max - min);
}

/** One of the choices, picked by the generator. */
export function pick<T>(r: () => number, choices: readonly T[]): T {
  return choices[Math.floor(r() * choices.length) % choices.length] as T;
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.replace('#', ''), 16);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const f = (c: number) => clamp(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Two decimals at most: shorter SVG, and identical text for identical inputs. */
export function n2(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>`;
}

/** A vertical linear gradient (top to bottom) with an id unique within its picture. */
export function linear(id: string, stops: Array<[number, string, number?]>, horizontal = false): string {
  const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
}

export function radial(id: string, stops: Array<[number, string, number?]>, cx = 0.4, cy = 0.35): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.75">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</radialGradient>`;
}

/** A soft contact shadow under an object standing on the table. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.16): string {
  return `<ellipse cx="${n2(cx)}" cy="${n2(cy)}" rx="${n2(rx)}" ry="${n2(ry)}" fill="#000" opacity="${opacity}"/>`;
}

/**
 * The backdrop of a product photograph: a wall and the table top the object stands on, lit softly from the
 * upper left like a room with a window, so the flat colours read as a calm photograph rather than a diagram.
 */
export function tabletop(
  width: number,
  height: number,
  wall: string,
  table: string,
  horizon: number,
): string {
  // The light is in the wall's own fill (no layer over the whole picture: that doubled the rasterising time).
  const light = radial(
    'window-light',
    [
      [0, shade(wall, 0.4)],
      [1, wall],
    ],
    0.2,
    0.1,
  );
  return `<defs>${light}</defs><rect width="${width}" height="${horizon}" fill="url(#window-light)"/><rect y="${horizon}" width="${width}" height="${
    height - horizon
  }" fill="${table}"/><rect y="${horizon}" width="${width}" height="6" fill="${shade(table, -0.08)}"/>`;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white): to keep leaf visible against its dish. */
export function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
}

/** WCAG contrast ratio of two colours, 1 (same) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
