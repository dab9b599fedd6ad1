import { SANDBOX_HEIGHT_MESSAGE } from '@sencha/shared/sandbox-frame';

/**
 * The sandbox card form tells the checkout page its height (api/src/checkout/payments/sandboxPage.ts) so its frame fits it
 * with no scrolling inside. A message is untrusted input: only this shape, from the frame's own window and origin
 * (checked by the caller), with a height a card form can have, is used.
 */
export const HEIGHT_MESSAGE_TYPE = SANDBOX_HEIGHT_MESSAGE;

/** Taller than any state of the form at any width; anything beyond is not a height to trust. */
export const MAX_FRAME_HEIGHT = 5000;

/** The height the message asks for in CSS pixels, or null when it is not a well-formed height message. */
export function frameHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== HEIGHT_MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height)) return null;
  if (height <= 0 || height > MAX_FRAME_HEIGHT) return null;
  return Math.ceil(height);
}
