// on-headers ships no types: the one call scripts/static-server.mjs makes, typed for the scripts' type check.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  /** Runs `listener` (with the response as `this`) just before the response's headers are written. */
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
