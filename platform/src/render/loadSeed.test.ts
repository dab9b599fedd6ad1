import type * as loadSeedModule from './loadSeed';
import { MAX_LOAD_SEED, drawLoadSeed, isLoadSeed, loadSeed, setLoadSeed } from './loadSeed';

type LoadSeedModule = typeof loadSeedModule;

describe('the load’s seed', () => {
  afterEach(() => setLoadSeed(() => 0));

  it('is drawn once per load: every call gives the same', () => {
    jest.isolateModules(() => {
      // A fresh module: the page's own seed, before anything was handed over.
      const fresh = jest.requireActual<LoadSeedModule>('./loadSeed');
      const seed = fresh.loadSeed();
      expect(fresh.isLoadSeed(seed)).toBe(true);
      expect(fresh.loadSeed()).toBe(seed);
    });
  });

  it('comes from where it is set: the server state, or the render of the moment', () => {
    setLoadSeed(() => 123_456);
    expect(loadSeed()).toBe(123_456);
  });

  it('is 0 when its source gives anything but a 32-bit whole number', () => {
    for (const bad of [-1, 1.5, MAX_LOAD_SEED + 1, Number.NaN]) {
      setLoadSeed(() => bad);
      expect(loadSeed()).toBe(0);
    }
  });

  it('draws fresh seeds over the whole 32-bit range', () => {
    const drawn = new Set(Array.from({ length: 50 }, drawLoadSeed));
    expect([...drawn].every(isLoadSeed)).toBe(true);
    expect(drawn.size).toBeGreaterThan(45);
  });
});
