/**
 * The API with the catalogue tooling, as `npm start`, the e2e suite and the bench run it: an empty database is
 * seeded and the catalogue's images are drawn before it listens (GENERATE_IMAGES). Production runs
 * api/dist/server.js instead (docs/operations.md#catalogue-seed-and-images).
 */
import { startServer } from '@sencha/api/start';
import { catalogueTools } from './index';

startServer(catalogueTools);
