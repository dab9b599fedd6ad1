import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../catalog/service';
import { compressed } from '../catalog/service';

export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Picks br or gzip from Accept-Encoding (honouring q=0), or null for identity. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * Sends a pre-serialised body with its ETag, Cache-Control and (pre-)compression. The 304 for a matching
 * If-None-Match is @fastify/etag's, registered by the features that send these bodies (catalog, search, blog,
 * seo): it keeps an ETag already set.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl = CATALOG_CACHE_CONTROL,
): FastifyReply {
  reply.header('etag', entry.etag);
  reply.header('cache-control', cacheControl);
  reply.header('vary', 'Accept-Encoding');
  reply.type(entry.contentType);
  const encoding = entry.body.length >= 512 ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(compressed(entry, encoding));
  }
  return reply.send(entry.body);
}
