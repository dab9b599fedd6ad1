import type { RemoteName } from '@sencha/platform';

/** Every remote of the platform contract, each once (the record makes a missing or unknown name a type error). */
const REMOTES: Record<RemoteName, true> = {
  catalog: true,
  product: true,
  cartCheckout: true,
  orders: true,
  content: true,
};
/** The remotes the shell's route table uses; remotes.json maps each to its manifest URL. */
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

/** Keeps the known remotes with a usable URL; anything else in the file is ignored (and logged, by the shell). */
export function parseRemoteEntries(
  body: unknown,
  warn: (message: string) => void = (message) => console.warn(message),
): RemoteEntries {
  if (typeof body !== 'object' || body === null) return {};
  const entries: RemoteEntries = {};
  for (const [name, url] of Object.entries(body)) {
    if (isRemoteName(name) && isManifestUrl(url)) entries[name] = url;
    else warn(`remotes.json: ignoring ${name}`);
  }
  return entries;
}

/** remotes.json is fetched uncached at every boot: a deploy or a rollback is one edit of that file. */
export async function fetchRemoteEntries(
  url = 'remotes.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteEntries> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseRemoteEntries(await response.json());
  } catch (error) {
    console.error('remotes.json could not be read: every remote area will show as unavailable.', error);
    return {};
  }
}
