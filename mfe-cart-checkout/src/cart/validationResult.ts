import type { CartValidationResult } from '@sencha/shared/contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 400 body of cart validation (or checkout creation) read defensively; null when it is something else. */
export function asValidationResult(body: unknown): CartValidationResult | null {
  if (!isRecord(body) || !isRecord(body.items) || !isRecord(body.totalAmount)) return null;
  const items: Record<string, string[]> = {};
  for (const [id, messages] of Object.entries(body.items))
    if (Array.isArray(messages)) items[id] = messages.filter((m): m is string => typeof m === 'string');
  const status = (value: unknown) =>
    isRecord(value) && typeof value.status === 'string' && typeof value.message === 'string'
      ? { status: value.status, message: value.message }
      : undefined;
  const result: CartValidationResult = {
    items,
    totalAmount: status(body.totalAmount) ?? { status: 'error', message: '' },
  };
  const address = status(body.shippingAddress);
  const service = status(body.shippingService);
  if (address) result.shippingAddress = address;
  if (service) result.shippingService = service;
  return result;
}

/** Every message of a result that is not about one line (address, service, total), for the summary. */
export function generalMessages(result: CartValidationResult): string[] {
  return [result.shippingAddress, result.shippingService, result.totalAmount]
    .filter((s) => s !== undefined && s.status !== 'success' && s.message !== '')
    .map((s) => s!.message);
}
