import type { RemoteName } from '@sencha/platform';

/** The part of a Sentry event this needs: its exceptions' stack frames (oldest first, as Sentry orders them). */
export interface EventWithFrames {
  exception?: { values?: { stacktrace?: { frames?: { filename?: string }[] } }[] };
}

/**
 * The remote whose script threw: the innermost frame served from a remote's folder (bases from
 * lateErrors.remoteBases, longest first). Catches what no slot reported, e.g. an error Sentry's global handler
 * saw first.
 */
export function remoteOfEvent(event: EventWithFrames, bases: [RemoteName, string][]): RemoteName | null {
  for (const exception of event.exception?.values ?? []) {
    const frames = exception.stacktrace?.frames ?? [];
    for (let i = frames.length - 1; i >= 0; i -= 1) {
      const file = frames[i]?.filename ?? '';
      const match = bases.find(([, base]) => file.startsWith(base));
      if (match) return match[0];
    }
  }
  return null;
}
