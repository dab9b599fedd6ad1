import { buildApp } from './app';
import { catalogueTools } from './catalogueLocal';
import { loadConfig } from './config';
import { postcodeIndex } from './shipping/auPostcodes';

async function main(): Promise<void> {
  const config = loadConfig();
  // buildApp generates the catalogue images that are missing or changed before we listen (GENERATE_IMAGES).
  const { app } = await buildApp(config, { catalogue: catalogueTools });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The e2e harness waits for this exact line.
  console.log(`API listening on http://${config.host}:${port}`);

  // The Australian postcode data (24 MB of JSON, about 0.3 s) is read now rather than on a shopper's first
  // address check.
  setImmediate(() => {
    try {
      postcodeIndex();
    } catch (error) {
      app.log.error({ err: error }, 'Australian postcode data could not be read');
    }
  });
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
