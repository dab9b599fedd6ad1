import type { RemoteHealthBatch } from '@sencha/shared/contract';
import { HealthTally, type HealthEvent } from './tally';

/** How the reporter reaches the API: a request it waits for, and the page's last word (a beacon). */
export interface HealthTransport {
  /** Resolves to 'sent', 'retry' (the API could not take it now) or 'dropped' (refused: never sent again). */
  post(body: string): Promise<'sent' | 'retry' | 'dropped'>;
  /** True when the browser queued it. */
  beacon(body: string): boolean;
}

/**
 * Sends the tally in batches (docs/releasing.md#rollback-by-itself): at most one request in flight; a batch that
 * could not be sent is counted again for the next one, so nothing piles up beyond the tally's bounds.
 */
export class HealthReporter {
  private readonly tally = new HealthTally();
  private inFlight = false;

  constructor(
    private readonly client: string,
    private readonly transport: HealthTransport,
  ) {}

  record(app: string, version: string, event: HealthEvent): void {
    this.tally.add(app, version, event);
  }

  private body(counts: RemoteHealthBatch['counts']): string {
    const batch: RemoteHealthBatch = { client: this.client, counts };
    return JSON.stringify(batch);
  }

  /** The periodic send: skipped while the previous one is still on its way. */
  async flush(): Promise<void> {
    if (this.inFlight) return;
    const counts = this.tally.take();
    if (counts.length === 0) return;
    this.inFlight = true;
    try {
      const outcome = await this.transport.post(this.body(counts));
      if (outcome === 'retry') this.tally.putBack(counts);
    } catch {
      this.tally.putBack(counts);
    } finally {
      this.inFlight = false;
    }
  }

  /** The page is going away: what is left goes as a beacon, which outlives the page. */
  flushOnHide(): void {
    const counts = this.tally.take();
    if (counts.length === 0) return;
    if (!this.transport.beacon(this.body(counts))) this.tally.putBack(counts);
  }
}
