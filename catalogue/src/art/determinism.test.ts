import fs from 'node:fs';
import path from 'node:path';
import { blogPicture } from './blogPictures';
import { rasterise } from './generate';
import { teaProductPicture } from './productShot';

describe('art is deterministic and offline', () => {
  it('draws with seeded randomness only: no Math.random, clock or network in the drawing code', () => {
    const drawing = fs
      .readdirSync(__dirname)
      // generate.ts times its runs (Date.now) and draws nothing itself.
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'generate.ts');
    expect(drawing.length).toBeGreaterThan(10);
    for (const file of drawing) {
      const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
      // The SVG namespace is a name, not an address anything is fetched from.
      const found = source.match(
        /Math\.random|Date\.now|new Date|performance\.now|fetch\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/g,
      );
      expect({ file, found }).toEqual({
        file,
        found: null,
      });
    }
  });

  it('rasterises the same picture to the same PNG bytes', async () => {
    const svg = teaProductPicture(
      'oolong',
      { slug: 'da-hong-pao', name: 'Da Hong Pao', form: 'loose-leaf' },
      { slug: 'da-hong-pao-50g', name: 'Da Hong Pao 50g', weight_grams: 50 },
      1,
    );
    const blog = blogPicture({ slug: 'a-post', title: 'Steeping oolong', description: '' });
    expect((await rasterise(svg)).equals(await rasterise(svg))).toBe(true);
    expect((await rasterise(blog)).equals(await rasterise(blog))).toBe(true);
  });
});
