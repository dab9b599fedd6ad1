/**
 * Banners and tiles. Type images and home tiles are pictures of the tea (a cup and its leaf in the type's
 * colours) without text: the pages print the name next to them. Region, flavour and share banners keep
 * their title, drawn over a landscape, waves or leaves (they are headings, not product pictures).
 */
import { FONT, SERIF, leaf } from './infographics';
import type { TeaLook } from './palette';
import { esc, rng, shade, svgDoc } from './svg';
import { leafAndCupScene } from './teaPictures';

const svg = svgDoc;

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

/** A wide banner with a title over layered shapes: flavours (1600 x 400), regions (1200 x 600), the share image. */
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

/** A tea type's image (600 x 600): a cup of that type's tea and its leaf, no text. */
export function typePicture(typeSlug: string, look: TeaLook): string {
  return leafAndCupScene({ seed: `type-${typeSlug}`, look, width: 600, height: 600 });
}

/** A home page tile (1400 x 700): the type's tea on the tile's own background colour; the page writes the name. */
export function homeTile(typeSlug: string, look: TeaLook, bg: string): string {
  return leafAndCupScene({
    seed: `tile-${typeSlug}`,
    look,
    width: 1400,
    height: 700,
    wall: bg,
    table: shade(bg, -0.12),
  });
}
