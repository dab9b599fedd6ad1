import type { SeedRegion } from './reference';
import type { SeedProduct, SeedTeaItem } from './teas';

/** Formats minutes and seconds as a merchant would write them on a pouch. */
export function formatSteep(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const m = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return rest === 0 ? m : `${m} ${rest} seconds`;
}

function cups(item: SeedTeaItem, product: SeedProduct): number {
  if (!item.brew || item.brew.grams <= 0) return 0;
  return Math.floor(product.weight / item.brew.grams);
}

function brewingSection(item: SeedTeaItem): string {
  const b = item.brew;
  if (!b) {
    return [
      '# Tab: Care & Use',
      '',
      '- Rinse with hot water before first use; no soap, which clay and bamboo absorb.',
      '- Dry completely, lid off, before putting away.',
      '- Handmade pieces vary a little in size, colour and glaze from the photographs.',
    ].join('\n');
  }
  const lines = [
    '# Tab: Brewing Instructions',
    '',
    `| Water | Leaf | Steep |`,
    `| --- | --- | --- |`,
    `| ${b.tempC}°C | ${b.grams} g per ${b.ml} ml | ${formatSteep(b.seconds)} |`,
    '',
  ];
  if (item.form === 'powder') {
    lines.push(
      `Sift ${b.grams} g (about two bamboo scoops) into a warmed bowl, add ${b.ml} ml of water at ${b.tempC}°C and whisk briskly in a W motion for ${formatSteep(b.seconds)} until a fine foam forms.`,
    );
  } else if (b.infusions > 1) {
    lines.push(
      `Use freshly drawn, filtered water. The leaf gives ${b.infusions} good infusions: add a little time to each one and let the tea tell you when it is finished.`,
    );
  } else {
    lines.push('Use freshly drawn, filtered water, and remove the leaf when the time is up.');
  }
  return lines.join('\n');
}

function flavourSection(item: SeedTeaItem, flavourNames: Map<string, string>): string {
  const notes = item.flavours.map((slug) => flavourNames.get(slug) ?? slug);
  if (item.form === 'teaware') return ['# Accordion: Choosing', '', item.profile].join('\n');
  return [
    '# Tab: Flavour Profile',
    '',
    item.profile,
    '',
    notes.length > 0 ? `**Notes:** ${notes.join(', ')}` : '',
  ]
    .join('\n')
    .trimEnd();
}

/**
 * The markdown description of a tea item, split by level-1 headings
 * (docs/product-rules/catalogue.md#description-markdown).
 */
export function teaItemMarkdown(
  item: SeedTeaItem,
  region: SeedRegion | undefined,
  flavourNames: Map<string, string>,
  product?: SeedProduct,
): string {
  const info: string[] = [];
  if (region) info.push(`**Origin:** ${region.name}, ${region.country}`);
  info.push(`**${item.form === 'teaware' ? 'Made' : 'Harvest'}:** ${item.harvest}`);
  if (item.cultivar) info.push(`**Cultivar:** ${item.cultivar}`);
  if (product) {
    if (product.variant) info.push(`**Piece:** ${product.variant}`);
    else {
      const n = cups(item, product);
      info.push(`**Pack:** ${product.weight} g resealable pouch${n > 0 ? `, about ${n} cups` : ''}`);
    }
  }
  const sections = [
    '# Brief',
    '',
    item.brief,
    '',
    '# Description',
    '',
    item.story,
    '',
    '# Info Block',
    '',
    info.join('  \n'),
    '',
    brewingSection(item),
    '',
    flavourSection(item, flavourNames),
    '',
  ];
  if (item.form !== 'teaware') {
    sections.push(
      '# Accordion: Storage',
      '',
      'Keep airtight, away from light, heat, moisture and strong smells. Once opened, enjoy within three months for green teas and matcha, or within a year for black, roasted and aged teas.',
      '',
    );
  }
  sections.push(
    '# Accordion: Shipping & Returns',
    '',
    'Packed in Sydney and shipped the same business day for orders before 1pm. Damaged on arrival? Tell us within 7 business days and we will make it right. See our [refunds policy](/refunds-policy).',
  );
  return sections.join('\n');
}
