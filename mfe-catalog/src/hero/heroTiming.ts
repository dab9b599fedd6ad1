/** The hero video's timeline, in seconds (docs/product-rules/catalogue.md#home-page). */
export const HERO_LOOP_START = 9.6;
export const HERO_LOOP_END = 29;
export const HERO_REVEAL_START = 6;
export const HERO_REVEAL_END = 6.97;
/** How much of the video's bottom, in percent, the reveal clips away. */
export const HERO_REVEAL_MAX_CLIP = 41.5;

/** Where to jump to: the loop start once the loop end is reached, otherwise null (keep playing). */
export function loopTarget(currentTime: number): number | null {
  return currentTime >= HERO_LOOP_END ? HERO_LOOP_START : null;
}

/** Percent of the video's bottom clipped at `currentTime`: 0 before the reveal, linear during it, then the max. */
export function revealClipPercent(currentTime: number): number {
  if (!(currentTime > HERO_REVEAL_START)) return 0;
  if (currentTime >= HERO_REVEAL_END) return HERO_REVEAL_MAX_CLIP;
  const progress = (currentTime - HERO_REVEAL_START) / (HERO_REVEAL_END - HERO_REVEAL_START);
  return progress * HERO_REVEAL_MAX_CLIP;
}

/** The CSS clip-path for a clip percentage (the bottom inset). */
export function clipPathFor(percent: number): string {
  return `inset(0 0 ${Math.round(percent * 100) / 100}% 0)`;
}

/** The hero's reserved height: what stays visible of a video of `videoHeight` pixels once fully revealed. */
export function heroContainerHeight(videoHeight: number): number {
  return Math.round(videoHeight * (1 - HERO_REVEAL_MAX_CLIP / 100));
}

/**
 * What the video does to the section it overlaps (docs/product-rules/catalogue.md#home-page): while it covers the
 * section, the section is hidden; while the reveal uncovers it, it shows but stays inert; then it is usable.
 */
export type HeroPhase = 'covering' | 'revealing' | 'revealed';

export function heroPhaseFor(clipPercent: number): HeroPhase {
  if (clipPercent <= 0) return 'covering';
  return clipPercent >= HERO_REVEAL_MAX_CLIP ? 'revealed' : 'revealing';
}

/**
 * How long the video may take to start playing before the page shows its final state without the intro (a
 * refused autoplay or a slow network must not keep the section under the poster).
 */
export const HERO_START_GRACE_MS = 3000;
