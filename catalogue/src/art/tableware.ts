/** What the tea pictures set their tea on: table tops, cup glazes and dishes, and a dish the leaf shows up on. */
import { contrast, pick } from './svg';

export const TABLES = ['#d9c3a0', '#e8dfcf', '#c7a77e', '#efe9dd', '#b99a74', '#dcd3c3'] as const;
export const GLAZES = ['#f4f1ea', '#e9e2d0', '#cfd8d0', '#3b3632', '#b9a58a', '#dfe6ea'] as const;
export const DISHES = ['#f6f2ea', '#2f2b28', '#d9cbb0', '#9fb4a6', '#e9e4da', '#4a4440'] as const;

/**
 * A dish for the leaf, seeded, among those the leaf stands out on (dark twisted black tea on a black dish, or
 * pale white tea on a cream one, would read as an empty plate at thumbnail size) and, when a table is given,
 * that stand out from the table themselves.
 */
export function dishFor(r: () => number, leaf: string, table?: string): string {
  const onLeaf = DISHES.filter((c) => contrast(c, leaf) >= 2.5);
  const both = onLeaf.filter((c) => table === undefined || contrast(c, table) >= 1.4);
  return pick(r, both.length > 0 ? both : onLeaf.length > 0 ? onLeaf : DISHES);
}
