import type { DeliveryState } from '@sencha/shared/contract';
import { formatMediumDate, formatMediumDateTime } from '@sencha/ui-kit';

export type StatusTone = 'yellow' | 'blue' | 'green' | 'red' | 'neutral';

const TONES: Record<string, StatusTone> = {
  pending: 'yellow',
  created: 'yellow',
  processing: 'blue',
  'in transit': 'blue',
  completed: 'green',
  delivered: 'green',
  cancelled: 'red',
};

/** The order's status: the first (newest) delivery state, case-insensitive (docs/product-rules/orders.md#orders). */
export function orderStatus(states: readonly DeliveryState[]): { state: string; tone: StatusTone } {
  const state = (states[0]?.state ?? '').trim();
  return { state, tone: TONES[state.toLowerCase()] ?? 'neutral' };
}

export const isDelivered = (states: readonly DeliveryState[]): boolean =>
  orderStatus(states).state.toLowerCase() === 'delivered';

/** The way to the shopper, in order: the progress list marks the states reached. */
export const PROGRESS_STEPS = ['pending', 'processing', 'in transit', 'delivered'] as const;

/** 'medium' dates (the order page's format, docs/product-rules/orders.md), in the shopper's time zone. */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return withTime ? formatMediumDateTime(date) : formatMediumDate(date);
}
