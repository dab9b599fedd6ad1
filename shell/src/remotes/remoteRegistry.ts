import type { RemoteName } from '@sencha/platform';

/** Every remote of the platform contract, each once (the record makes a missing or unknown name a type error). */
const REMOTES: Record<RemoteName, true> = {
  catalog: true,
  product: true,
  cartCheckout: true,
  orders: true,
  content: true,
};
/** The remotes the shell's route table uses; remotes.json maps each to its manifest (liveEntry.ts reads it). */
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
export type { RemoteName };
export type RemoteEntries = Partial<Record<RemoteName, string>>;

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);

export const isManifestUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value, 'http://base.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
