import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allSchemas } from '@sencha/shared/contract';
import fp from 'fastify-plugin';
import type { App } from './app';

/**
 * The shared wire schemas and the OpenAPI document: always generated from the route schemas (app.swagger()),
 * served only when API_DOCS is on (default: off in production).
 */
export const openApiPlugin = fp(
  async (app: App) => {
    for (const schema of allSchemas) app.addSchema(schema);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sencha Tea storefront API',
          description: 'Catalogue, content and images for Sencha Tea - True Teas for Masters.',
          version: '0.1.0',
        },
        servers: [{ url: '/' }],
        tags: [
          { name: 'catalogue', description: 'Tea types, regions, flavours, tea items and products' },
          { name: 'home', description: 'Home page content' },
          { name: 'content', description: 'FAQ and blog' },
          { name: 'communications', description: 'Newsletter and contact form' },
          { name: 'commerce', description: 'Shipping, cart validation, checkout, orders and reviews' },
          {
            name: 'operator',
            description: 'Order fulfilment, review approval and QA pass links (ADMIN_TOKEN)',
          },
          { name: 'images', description: 'Generated images and transforms' },
          { name: 'ops', description: 'Health' },
          { name: 'monitoring', description: "The storefront's remote health reports (docs/releasing.md)" },
          { name: 'qa', description: 'QA mode behind a signed pass (docs/qa-overrides.md)' },
        ],
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
    });
    if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: `${app.config.apiPrefix}/docs` });
  },
  { name: 'openapi', dependencies: ['infrastructure'] },
);
