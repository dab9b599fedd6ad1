import type { RemoteName } from '@sencha/platform';
import type { RemoteEntries } from './remoteRegistry';

/**
 * Errors a remote throws after it rendered (in an event handler, a timer or a rejected promise) never reach
 * an error boundary. They surface on window as `error` / `unhandledrejection`; the stack names the script
 * that threw, and a remote's scripts are served from its manifest's folder, so the deepest remote base URL
 * found in the stack says whose area it was. That area then shows its unavailable panel.
 */
type Listener = (error: unknown) => void;
const listeners = new Map<RemoteName, Set<Listener>>();

export function onLateError(remote: RemoteName, listener: Listener): () => void {
  const set = listeners.get(remote) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(remote, set);
  return () => set.delete(listener);
}

/** Folder URL of each remote's manifest, longest first so a nested folder wins over its parent. */
export function remoteBases(entries: RemoteEntries, pageUrl: string): [RemoteName, string][] {
  return (Object.entries(entries) as [RemoteName, string][])
    .map(([name, entry]): [RemoteName, string] => [name, new URL('.', new URL(entry, pageUrl)).href])
    .sort((a, b) => b[1].length - a[1].length);
}

/** The remote whose script appears first in the error's stack, if any. */
export function remoteOfError(error: unknown, bases: [RemoteName, string][]): RemoteName | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  let best: { name: RemoteName; at: number } | null = null;
  for (const [name, base] of bases) {
    const at = stack.indexOf(base);
    if (at >= 0 && (best === null || at < best.at)) best = { name, at };
  }
  return best?.name ?? null;
}

export function dispatchLateError(remote: RemoteName, error: unknown): boolean {
  const set = listeners.get(remote);
  if (!set || set.size === 0) return false;
  for (const listener of [...set]) listener(error);
  return true;
}

let stopWatching: (() => void) | null = null;

export function watchLateErrors(entries: RemoteEntries, pageUrl: string): () => void {
  stopWatching?.();
  const bases = remoteBases(entries, pageUrl);
  const handle = (error: unknown) => {
    const remote = remoteOfError(error, bases);
    if (remote) dispatchLateError(remote, error);
  };
  const onError = (event: ErrorEvent) => handle(event.error);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  stopWatching = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
  return stopWatching;
}
