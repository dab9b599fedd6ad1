/** A JSON object (what the boot script checks first in any file or answer it reads). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
