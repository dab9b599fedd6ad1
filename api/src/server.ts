/**
 * The API image's entry (api/Dockerfile): the API alone. It seeds nothing and draws nothing; the catalogue
 * tooling does, as a job against the same database and image folder
 * (docs/operations.md#catalogue-seed-and-images).
 */
import { startServer } from './start';

startServer();
