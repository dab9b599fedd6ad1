import {
  HERO_LOOP_START,
  HERO_REVEAL_MAX_CLIP,
  clipPathFor,
  heroContainerHeight,
  heroPhaseFor,
  loopTarget,
  revealClipPercent,
} from './heroTiming';

describe('loopTarget', () => {
  it('jumps back to 9.6 s once 29 s is reached', () => {
    expect(loopTarget(29)).toBe(HERO_LOOP_START);
    expect(loopTarget(29.8)).toBe(9.6);
    expect(loopTarget(30)).toBe(9.6);
  });

  it('keeps playing before 29 s', () => {
    expect(loopTarget(0)).toBeNull();
    expect(loopTarget(9.6)).toBeNull();
    expect(loopTarget(28.99)).toBeNull();
  });
});

describe('revealClipPercent', () => {
  it('clips nothing until 6 s', () => {
    expect(revealClipPercent(0)).toBe(0);
    expect(revealClipPercent(6)).toBe(0);
    expect(revealClipPercent(Number.NaN)).toBe(0);
  });

  it('grows linearly between 6 s and 6.97 s', () => {
    expect(revealClipPercent(6.485)).toBeCloseTo(HERO_REVEAL_MAX_CLIP / 2, 5);
    expect(revealClipPercent(6.2425)).toBeCloseTo(HERO_REVEAL_MAX_CLIP / 4, 5);
  });

  it('holds 41.5 % from 6.97 s on, through the loop', () => {
    expect(revealClipPercent(6.97)).toBe(41.5);
    expect(revealClipPercent(9.6)).toBe(41.5);
    expect(revealClipPercent(28.9)).toBe(41.5);
  });
});

describe('clipPathFor and heroContainerHeight', () => {
  it('builds a bottom inset', () => {
    expect(clipPathFor(41.5)).toBe('inset(0 0 41.5% 0)');
    expect(clipPathFor(10.123456)).toBe('inset(0 0 10.12% 0)');
  });

  it('reserves the part of the video that stays visible', () => {
    expect(heroContainerHeight(1000)).toBe(585);
    expect(heroContainerHeight(540)).toBe(316);
  });
});

describe('heroPhaseFor', () => {
  it('covers with no clip, reveals while clipping and is revealed at the full clip', () => {
    expect(heroPhaseFor(0)).toBe('covering');
    expect(heroPhaseFor(0.1)).toBe('revealing');
    expect(heroPhaseFor(41.4)).toBe('revealing');
    expect(heroPhaseFor(HERO_REVEAL_MAX_CLIP)).toBe('revealed');
  });
});
