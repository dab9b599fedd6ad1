import { teaFlavours, teaRegions, teaTypes } from '../src/seed/reference';
import { teaItems } from '../src/seed/teas';

// The seed data as api/README.md describes it, kept whole across its files (one per tea type, regions apart).
describe('seed data', () => {
  it('holds every tea type, region, flavour and tea item once', () => {
    expect([teaTypes.length, teaRegions.length, teaFlavours.length, teaItems.length]).toEqual([
      8, 15, 14, 52,
    ]);
    for (const list of [teaTypes, teaRegions, teaFlavours, teaItems])
      expect(new Set(list.map((entry) => entry.slug)).size).toBe(list.length);
  });

  it('names only types, regions and flavours that exist', () => {
    const types = new Set(teaTypes.map((t) => t.slug));
    const regions = new Set(teaRegions.map((r) => r.slug));
    const flavours = new Set(teaFlavours.map((f) => f.slug));
    for (const item of teaItems) {
      expect(types.has(item.type)).toBe(true);
      if (item.region !== null) expect(regions.has(item.region)).toBe(true);
      for (const flavour of item.flavours) expect(flavours.has(flavour)).toBe(true);
    }
  });
});
