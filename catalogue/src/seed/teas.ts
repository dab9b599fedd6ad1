/** Seed data: the tea items and their products (sizes), one file per tea type (./teaItems/). */
import type { SeedTeaItem } from './teaItems/model';
import { whiteItems } from './teaItems/white';
import { greenItems } from './teaItems/green';
import { oolongItems } from './teaItems/oolong';
import { blackItems } from './teaItems/black';
import { highMountainItems } from './teaItems/highMountain';
import { herbalItems } from './teaItems/herbal';
import { matchaItems } from './teaItems/matcha';
import { teaWareItems } from './teaItems/wares';

export type { SeedBrew, SeedProduct, SeedTeaItem } from './teaItems/model';

export const teaItems: SeedTeaItem[] = [
  ...whiteItems,
  ...greenItems,
  ...oolongItems,
  ...blackItems,
  ...highMountainItems,
  ...herbalItems,
  ...matchaItems,
  ...teaWareItems,
];
