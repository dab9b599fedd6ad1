import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '../core/errors';
import { ErrorRef } from '@sencha/shared/contract';
import type { ImageResult, ImageService } from './service';
import { parseTransformOptions } from './service';

export interface ImageRouteOptions {
  images: ImageService;
}

const IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: ImageResult,
  vary?: string,
): FastifyReply {
  reply.header('etag', image.etag);
  reply.header('cache-control', IMAGE_CACHE);
  if (vary) reply.header('vary', vary);
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  reply.type(image.contentType);
  return reply.send(image.data ?? fs.createReadStream(image.file));
}

/** GET /images/<path> and GET /cdn-cgi/image/<options>/images/<path> (Cloudflare-compatible transforms). */
export const imageRoutes: FastifyPluginAsyncTypebox<ImageRouteOptions> = async (app, { images }) => {
  // As long as the router lets a parameter be (maxParamLength, core/fastifyOptions.ts).
  const params = Type.Object({ '*': Type.String({ maxLength: 500 }) });
  const responses = { 400: ErrorRef, 404: ErrorRef, 503: ErrorRef };
  app.get(
    '/images/*',
    {
      schema: {
        tags: ['images'],
        summary: 'A generated catalogue image (PNG, or WebP with a .webp path)',
        params,
        response: responses,
      },
    },
    async (request, reply) => {
      return sendImage(request, reply, await images.original(request.params['*']));
    },
  );

  app.get(
    '/cdn-cgi/image/*',
    {
      schema: {
        params,
        response: responses,
        tags: ['images'],
        summary:
          'Resize / convert an image: /cdn-cgi/image/width=512,height=300,format=auto/images/<path> (sizes snap to the shared list)',
      },
    },
    async (request, reply) => {
      const rest = request.params['*'];
      const slash = rest.indexOf('/');
      if (slash < 0) throw new ValidationError('Expected /cdn-cgi/image/<options>/images/<path>.');
      const options = parseTransformOptions(rest.slice(0, slash));
      const source = rest.slice(slash + 1);
      if (!source.startsWith('images/'))
        throw new ValidationError('Only /images/ sources can be transformed.');
      const result = await images.transform(source.slice('images/'.length), options, request.headers.accept);
      return sendImage(request, reply, result, options.format === 'auto' ? 'Accept' : undefined);
    },
  );
};
