/**
 * Starts the API: loads the configuration, builds the app, listens, and shuts down on SIGINT/SIGTERM. The API's
 * own entry (server.ts, the image's) starts it without catalogue tools; the catalogue's entry
 * (catalogue/src/server.ts, `npm start`, e2e) hands it the seed data and the image drawer (docs/operations.md).
 */
import { buildApp } from './app';
import type { CatalogueTools } from './catalogueTools';
import { loadConfig } from './config';
import { postcodeIndex } from './shipping/auPostcodes';
import { CONFIG_EXIT_CODE, StartupError } from './startupError';

async function main(catalogue: CatalogueTools | undefined): Promise<void> {
  const config = loadConfig();
  // buildApp generates the catalogue images that are missing or changed before we listen (GENERATE_IMAGES),
  // when the catalogue tools run with it.
  const { app } = await buildApp(config, catalogue ? { catalogue } : {});

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

/**
 * Starts the server (with the catalogue tools when given). A start the operator has to fix (a setting, the data
 * folder: StartupError) ends with its one line and CONFIG_EXIT_CODE, which a supervisor does not restart; any
 * other failure is a crash, printed with its stack, code 1 (docs/serving.md#the-supervised-api).
 */
export function startServer(catalogue?: CatalogueTools): void {
  main(catalogue).catch((error: unknown) => {
    if (error instanceof StartupError) {
      console.error(`API failed to start: ${error.message.replace(/\s*\n\s*/g, ' ')}`);
      process.exit(CONFIG_EXIT_CODE);
    }
    console.error('API failed to start:', error);
    process.exit(1);
  });
}
