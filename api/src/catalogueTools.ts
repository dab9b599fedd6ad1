/**
 * What the API asks of the catalogue tooling (the catalogue/ workspace: seed data and the drawn images) when it
 * runs with it, as `npm start` and the tests do. The API image runs without it: it seeds nothing and draws
 * nothing, and serves the originals the tooling wrote (docs/operations.md).
 */
import type { Snapshot } from './catalog/snapshot';
import type { Database } from './db/database';
import type { PendingArt } from './images/service';

// What the tooling reads and writes of the API's (`@sencha/api/catalogue-tools`): the catalogue as the API
// loads it and the atomic file writes the image service expects.
export type { ItemRow, ProductRow, Snapshot } from './catalog/snapshot';
export { loadSnapshot } from './catalog/snapshot';
export { exists, writeAtomic } from './images/files';

export interface GenerateOptions {
  /** Only these keys (tests generate the few images they ask for). */
  only?: (key: string) => boolean;
  /** Checked between images: a stopping server leaves the rest for the next start. */
  shouldStop?: () => boolean;
  /**
   * Images drawn at once (default: the constructor's, every core). A running server passes 1: its background
   * runs must not take the CPU from requests.
   */
  concurrency?: number;
  /**
   * Skip the run when the catalogue as the drawings see it is what the last complete run drew (a running
   * server's reaction to catalogue changes: most are stock moves, which no picture shows).
   */
  ifArtInputsChanged?: boolean;
}

export interface GenerateResult {
  /** Images the catalogue refers to (within `only`). */
  total: number;
  /** Images drawn by this run. */
  made: number;
  /** Keys whose drawing failed (logged by the caller; their files stay as they were). */
  failed: string[];
  ms: number;
}

/** Draws the catalogue's images into a folder of originals; ImageService waits for a key being drawn. */
export interface ArtDrawer extends PendingArt {
  generate(options?: GenerateOptions): Promise<GenerateResult>;
}

export interface CatalogueTools {
  /** Seeds an empty database; answers what it wrote, or null when the catalogue already had rows. */
  seedIfEmpty(db: Database): Promise<object | null>;
  /** The drawer of the catalogue's images, reading the catalogue through `snapshot`, writing into `dir`. */
  art(snapshot: () => Promise<Snapshot>, dir: string): ArtDrawer;
}
