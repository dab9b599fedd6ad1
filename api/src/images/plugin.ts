import path from 'node:path';
import fp from 'fastify-plugin';
import type { ArtDrawer, CatalogueTools } from '../catalogueTools';
import type { App } from '../core/app';
import { imageRoutes } from './routes';
import { ImageService } from './service';
import { backgroundFailure } from '../http/errorReporting';
import { PeriodicJob } from '../jobs/periodicJob';

/** The transform cache is brought within its cap this often, and sooner when it grows fast. */
const TRIM_EVERY_MS = 60_000;
/** Long enough for one trim of a large folder; a replica that dies mid-trim holds it up no longer. */
const TRIM_LEASE_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
    /** The image drawer when the catalogue tooling runs with the API, else null. */
    art: ArtDrawer | null;
  }
}

export interface ImagesPluginOptions {
  /** The catalogue tooling, when it runs with the API: the only source of drawn images. */
  catalogue?: CatalogueTools;
}

/**
 * The catalogue's images and their transforms, at the origin's root. With the tooling and GENERATE_IMAGES, the
 * missing or changed images are drawn before we serve, and again whenever the catalogue changes.
 */
export const imagesPlugin = fp(
  async (app: App, { catalogue }: ImagesPluginOptions) => {
    const { config, catalog } = app;
    const art = catalogue?.art(() => catalog.snapshot(), path.join(config.imageDir, 'originals')) ?? null;
    const images = new ImageService(config.imageDir, config.images, art ?? undefined);
    await images.init();
    // The results' folder may be shared by several replicas: one trims it at a time (docs/operations.md).
    const trim = new PeriodicJob(app.db, {
      name: 'image-cache-trim',
      periodMs: TRIM_EVERY_MS,
      leaseMs: TRIM_LEASE_MS,
      run: () => images.cache.trim(),
      onError: backgroundFailure(
        { log: app.log, reporter: app.reporter },
        'image-cache-trim',
        'image cache trim failed',
      ),
    });
    images.cache.onGrowth = () => trim.runSoon();
    trim.start();
    app.decorate('images', images).decorate('art', art);
    let closing = false;
    app.addHook('onClose', async () => {
      closing = true;
      await trim.stop();
    });
    if (config.generateImages && art) await drawImages(app, art, () => closing);
    await app.register(imageRoutes, { images });
  },
  { name: 'images', dependencies: ['infrastructure'] },
);

async function drawImages(app: App, art: ArtDrawer, shouldStop: () => boolean): Promise<void> {
  // A catalogue changed while running (a re-seed, an edit in the database): draw what changed, in the
  // background and one image at a time; a request for an image being drawn waits for it
  // (ImageService.original). Registered before the start run, so a change during it is not missed.
  app.catalog.onChange(() => {
    art
      .generate({ shouldStop, concurrency: 1, ifArtInputsChanged: true })
      .then((r) => {
        if (r.made > 0 || r.failed.length > 0)
          app.log.info({ made: r.made, failed: r.failed, ms: r.ms }, 'catalogue images regenerated');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'image generation failed'));
  });
  // Before listening: only missing or changed images are drawn (none on a start with nothing changed; the
  // whole catalogue, 15-25 s on two cores, on a first start), so every image the catalogue names exists once
  // we serve.
  try {
    const result = await art.generate({ shouldStop });
    if (result.made > 0 || result.failed.length > 0)
      app.log.info(
        { made: result.made, total: result.total, failed: result.failed, ms: result.ms },
        'catalogue images generated',
      );
  } catch (error) {
    // A full disk or an unwritable IMAGE_DIR must not keep the shop closed: images answer 404 meanwhile.
    app.log.error({ err: error }, 'catalogue images could not be generated');
  }
}
