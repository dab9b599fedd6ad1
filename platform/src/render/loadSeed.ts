/**
 * A number fixed for one page load, for what a page draws at random (the home carousel's shuffle). A page the
 * render server rendered draws from the seed its render drew from, handed over with its HTML, so hydration finds
 * the same (docs/server-rendering.md#one-seed-per-load); a page the browser renders alone draws its own.
 */
export type LoadSeedSource = () => number;

/** A fresh seed, uniform over every 32-bit unsigned integer. */
export const drawLoadSeed = (): number => Math.floor(Math.random() * 2 ** 32);

let ownSeed: number | undefined;
let source: LoadSeedSource = () => (ownSeed ??= drawLoadSeed());

/** Where the seed comes from: the server state's (the shell, hydrating), or each render's own (a render worker). */
export function setLoadSeed(next: LoadSeedSource): void {
  source = next;
}

/** This load's seed, a 32-bit unsigned integer: the same on every call for the load (on a server, the render). */
export const loadSeed = (): number => source() >>> 0;
