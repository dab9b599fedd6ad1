import type { TeaItem } from '@sencha/shared/contract';

/**
 * The line under the product name says what form the tea comes in. It is hidden for teawares (not a tea, the
 * line would mean nothing) and for powders (every powder is a matcha-style tea whose name already says so).
 */
export const FORMS_WITHOUT_SECONDARY_LINE: readonly string[] = ['teaware', 'powder'];

const FORM_LABELS: Record<string, string> = {
  'loose-leaf': 'Loose leaf tea',
  teabag: 'Tea bags',
};

export function secondaryLine(item: Pick<TeaItem, 'form' | 'name'>): string | null {
  if (FORMS_WITHOUT_SECONDARY_LINE.includes(item.form)) return null;
  const label = FORM_LABELS[item.form];
  return label ? `${item.name} · ${label}` : item.name;
}
