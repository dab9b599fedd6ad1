import fs from 'node:fs';
import path from 'node:path';
import { HOME_COUNTRY, SHIPPABLE_COUNTRIES, internationalZone } from '../src/shipping/countries';
import { DOMESTIC_BANDS, quoteFromTable } from '../src/shipping/rateTable';

/** docs/shipping.md is what operators and support read: it must list what the code charges. */
const doc = fs.readFileSync(path.join(__dirname, '../../docs/shipping.md'), 'utf8');
const rows = doc
  .split('\n')
  .filter((line) => /^\| (local|nsw|metro|regional|remote|\d) /.test(line))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const parcel = (grams: number) => ({ weightGrams: grams, lengthCm: 1, widthCm: 1, heightCm: 1 });
const CHARGE_ZONE: Record<string, string> = {
  local: 'N1',
  nsw: 'N2',
  metro: 'V1',
  regional: 'V2',
  remote: 'NT1',
};
const COUNTRY: Record<string, string> = { 1: 'NZ', 2: 'JP', 3: 'US', 4: 'GB', 5: 'BR' };

describe('docs/shipping.md', () => {
  it('lists every domestic price, service and delivery time of the built-in table', () => {
    const domestic = rows.filter((r) => CHARGE_ZONE[r[0]!]);
    expect(domestic).toHaveLength(10);
    for (const [zone, service, ...prices] of domestic) {
      const quotes = DOMESTIC_BANDS.map((band) =>
        quoteFromTable({ country: 'AU', chargeZone: CHARGE_ZONE[zone!]! }, parcel(band)),
      );
      const name = service!.replace(/ \(.*\)$/, '');
      const first = quotes[0]!.find((q) => q.serviceName === name)!;
      expect(service).toBe(`${first.serviceName} (${first.deliveryTime})`);
      expect(prices).toEqual(quotes.map((q) => q.find((o) => o.serviceName === name)!.price.toFixed(2)));
    }
  });

  it('lists every international price and delivery time of the built-in table', () => {
    const international = rows.filter((r) => COUNTRY[r[0]!]);
    expect(international).toHaveLength(15);
    for (const [zone, name, first, further, delivery] of international) {
      const at = (grams: number) =>
        quoteFromTable({ country: COUNTRY[zone!]!, chargeZone: '' }, parcel(grams)).find(
          (q) => q.serviceName === name,
        )!;
      expect([first, (at(1000).price - at(500).price).toFixed(2), delivery]).toEqual([
        at(500).price.toFixed(2),
        further,
        at(500).deliveryTime,
      ]);
    }
  });
});

describe('the shippable list', () => {
  it('gives every shippable country abroad an international zone of the table', () => {
    expect(SHIPPABLE_COUNTRIES).toHaveLength(54);
    expect(
      SHIPPABLE_COUNTRIES.filter((c) => c !== HOME_COUNTRY && internationalZone(c) === undefined),
    ).toEqual([]);
  });
});
