/**
 * @sencha/catalogue: the shop's seed data and the drawings of its catalogue images, handed to the API as its
 * CatalogueTools where it runs with them: `npm start`, the tests, the seed job
 * (docs/operations.md#catalogue-seed-and-images).
 */
import type { CatalogueTools } from '@sencha/api/catalogue-tools';
import { ArtGenerator } from './art/generate';
import { seedIfEmpty } from './seed/seed';

/** The catalogue tooling as `npm start` and the tests run it: the seed data and the image drawer. */
export const catalogueTools: CatalogueTools = {
  seedIfEmpty,
  art: (snapshot, dir) => new ArtGenerator(snapshot, dir),
};

export type { SeedSummary } from './seed/seed';
export { productName, productSlug, seedDatabase, seedIfEmpty } from './seed/seed';
export { ArtGenerator, MANIFEST } from './art/generate';
export type { Recipe } from './art/recipes';
export { baseKey, buildRecipes } from './art/recipes';
export { wareKind, wareMaterial } from './art/tewarePictures';
export { folderBytes } from './bench/folderBytes';
