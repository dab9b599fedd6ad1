/**
 * A number fixed for one page load, for what a page draws at random (the home carousel's shuffle). A page the
 * render server rendered draws from the seed its render drew from, handed over with its HTML, so hydration finds
 * the same (docs/server-rendering.md#one-seed-per-load); a page the browser renders alone draws its own.
 */
export type LoadSeedSource = () => number;

/** The largest seed: any 32-bit unsigned integer is one. */
export const MAX_LOAD_SEED = 0xffffffff;

export const isLoadSeed = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LOAD_SEED;

/** A fresh seed, uniform over every 32-bit value. */
export const drawLoadSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

let ownSeed: number | null = null;
let source: LoadSeedSource = () => {
  ownSeed ??= drawLoadSeed();
  return ownSeed;
};

/** Where the seed comes from: the server state's (the shell, hydrating), or each render's own (a render worker). */
export function setLoadSeed(next: LoadSeedSource): void {
  source = next;
}

/** This load's seed: the same on every call for the load (and, on a server, for the render). */
export function loadSeed(): number {
  const seed = source();
  return isLoadSeed(seed) ? seed : 0;
}
