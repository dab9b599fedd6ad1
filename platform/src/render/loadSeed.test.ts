import type * as loadSeedModule from './loadSeed';
import { drawLoadSeed, loadSeed, setLoadSeed } from './loadSeed';

const isSeed = (value: number) => Number.isInteger(value) && value >= 0 && value < 2 ** 32;

type LoadSeedModule = typeof loadSeedModule;

describe('the load’s seed', () => {
  afterEach(() => setLoadSeed(() => 0));

  it('is drawn once per load: every call gives the same', () => {
    jest.isolateModules(() => {
      // A fresh module: the page's own seed, before anything was handed over.
      const fresh = jest.requireActual<LoadSeedModule>('./loadSeed');
      const seed = fresh.loadSeed();
      expect(isSeed(seed)).toBe(true);
      expect(fresh.loadSeed()).toBe(seed);
    });
  });

  it('comes from where it is set: the server state, or the render of the moment', () => {
    setLoadSeed(() => 123_456);
    expect(loadSeed()).toBe(123_456);
  });

  it('is always a 32-bit unsigned integer, whatever its source gives', () => {
    for (const [given, seed] of [
      [-1, 2 ** 32 - 1],
      [1.5, 1],
      [2 ** 32 + 3, 3],
      [Number.NaN, 0],
    ]) {
      setLoadSeed(() => given ?? 0);
      expect(loadSeed()).toBe(seed);
    }
  });

  it('draws fresh seeds over the whole 32-bit range', () => {
    const drawn = new Set(Array.from({ length: 50 }, drawLoadSeed));
    expect([...drawn].every(isSeed)).toBe(true);
    expect(drawn.size).toBeGreaterThan(45);
  });
});
