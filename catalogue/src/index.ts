import { ArtGenerator } from './art/generate';
import type { CatalogueTools } from './catalogueTools';
import { seedIfEmpty } from './seed/seed';

/** The catalogue tooling as `npm start` and the tests run it: the seed data and the image drawer. */
export const catalogueTools: CatalogueTools = {
  seedIfEmpty,
  art: (snapshot, dir) => new ArtGenerator(snapshot, dir),
};
