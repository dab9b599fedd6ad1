import fp from 'fastify-plugin';
import type { App, FeatureOptions } from '../core/app';
import { loadQaKey } from './pass';
import { qaRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The QA pass key; undefined when it could not be loaded (QA mode off, fail closed). */
    qaKey: Buffer | undefined;
  }
}

/** QA mode behind a signed pass (docs/qa-overrides.md): the key, and the enter, leave and status routes. */
export const qaPlugin = fp(
  async (app: App, { prefix }: FeatureOptions) => {
    const { config } = app;
    // QA mode is a tool, not the shop: without a usable key it stays off (fail closed) and the shop opens anyway.
    let key: Buffer | undefined;
    try {
      const loaded = loadQaKey(config.qa);
      key = loaded.key;
      if (loaded.created) app.log.info({ file: loaded.source }, 'QA pass key created');
      if (loaded.warning) app.log.warn(loaded.warning);
    } catch (error) {
      app.log.error({ err: error }, 'QA pass key could not be loaded: QA mode is unavailable');
    }
    app.decorate('qaKey', key);
    // The QA POSTs get a limit of their own: end-to-end runs enter QA mode about 20 times a minute from one address.
    const rateLimit = { max: config.rateLimit.max * 6, timeWindow: config.rateLimit.windowMs };
    await app.register(qaRoutes, { prefix, key, enterPath: `${prefix}/qa/enter`, rateLimit });
  },
  { name: 'qa', dependencies: ['infrastructure'] },
);
