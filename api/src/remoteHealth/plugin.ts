import fp from 'fastify-plugin';
import apps from '../../../apps.json';
import type { App, FeatureOptions } from '../core/app';
import { backgroundFailure } from '../http/errorReporting';
import { PeriodicJob } from '../jobs/periodicJob';
import { remoteHealthRoutes } from './routes';
import { RemoteHealthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    remoteHealth: RemoteHealthService;
  }
}

/** Old rows go once an hour: they only have to be gone within a day or so of their week. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Remote health reports (docs/releasing.md#rollback-by-itself): the shell's counts of its remotes' views and
 * failures per release, which the canary watcher reads through the operator route (admin/routes.ts).
 */
export const remoteHealthPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    const remoteHealth = new RemoteHealthService(app.db);
    const sweep = new PeriodicJob(app.db, {
      name: 'remote-health-sweep',
      periodMs: SWEEP_EVERY_MS,
      run: () => remoteHealth.sweep(),
      onError: backgroundFailure(
        { log: app.log, reporter: app.reporter },
        'remote-health-sweep',
        'remote health sweep failed',
      ),
    });
    sweep.start();
    app.addHook('onClose', () => sweep.stop());
    app.decorate('remoteHealth', remoteHealth);
    await app.register(remoteHealthRoutes, {
      prefix,
      remoteHealth,
      remotes: new Set(Object.keys(apps.remotes)),
      // Every open tab sends a batch about twice a minute, and shoppers may share an address.
      rateLimit: { max: config.rateLimit.max * 6, timeWindow: config.rateLimit.windowMs },
    });
  },
  { name: 'remote-health', dependencies: ['infrastructure'] },
);
