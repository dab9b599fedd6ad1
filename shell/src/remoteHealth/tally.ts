import type { RemoteHealthCount } from '@sencha/shared/contract';
import { REMOTE_HEALTH_LIMITS } from '@sencha/shared/remote-health-limits';

export type HealthEvent = 'views' | 'failures';

/**
 * The counts not sent yet, per (remote, version): bounded like a batch, so whatever happens on the page (a
 * remote failing in a loop, the API down for an hour) the queue never grows past one batch. Beyond the bounds a
 * count saturates, and a new pair is dropped.
 */
export class HealthTally {
  private readonly counts = new Map<string, RemoteHealthCount>();

  add(app: string, version: string, event: HealthEvent, amount = 1): void {
    const key = `${app}@${version}`;
    let count = this.counts.get(key);
    if (!count) {
      if (this.counts.size >= REMOTE_HEALTH_LIMITS.maxItems) return;
      count = { app, version, views: 0, failures: 0 };
      this.counts.set(key, count);
    }
    count[event] = Math.min(REMOTE_HEALTH_LIMITS.maxCount, count[event] + amount);
  }

  /** Everything counted so far, as one batch's counts; the tally starts again from nothing. */
  take(): RemoteHealthCount[] {
    const counts = [...this.counts.values()];
    this.counts.clear();
    return counts;
  }

  /** Counts a batch that could not be sent, again (within the bounds). */
  putBack(counts: readonly RemoteHealthCount[]): void {
    for (const { app, version, views, failures } of counts) {
      this.add(app, version, 'views', views);
      this.add(app, version, 'failures', failures);
    }
  }
}
