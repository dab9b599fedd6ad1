/**
 * E-mails sent after the answer has gone (order confirmations, contact messages, newsletter confirmations):
 * the request never waits for the mail server, a failure is reported to the sender's own handler instead of
 * becoming an unhandled rejection, and shutdown (the app's onClose) and tests can wait for every send with
 * idle().
 */
export class BackgroundSends {
  private readonly running = new Set<Promise<void>>();
  private readonly keys = new Set<string>();

  /**
   * Starts `send` now without waiting for it. Its failure (a rejection or a synchronous throw) goes to
   * `onError`, never to the caller. With a `key` (e.g. the order id), a send whose key is still running in this
   * process is not started again: the sweep and a fresh request then cannot spend two attempts on one mail at
   * once. Returns false when it was skipped for that reason.
   */
  start(send: () => Promise<unknown>, onError: (error: unknown) => void, key?: string): boolean {
    if (key !== undefined) {
      if (this.keys.has(key)) return false;
      this.keys.add(key);
    }
    // The async wrapper turns a synchronous throw of `send` into a rejection, handled like any other.
    const running = (async () => {
      await send();
    })()
      .catch((error: unknown) => {
        try {
          onError(error);
        } catch {
          // A throwing handler (a broken log stream) must not become an unhandled rejection that stops Node.
        }
      })
      .finally(() => {
        this.running.delete(running);
        if (key !== undefined) this.keys.delete(key);
      });
    this.running.add(running);
    return true;
  }

  /** Sends still running. */
  get size(): number {
    return this.running.size;
  }

  /** Resolves once every send has settled, those started while waiting included (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
