import type { ImageTransformOptions } from '@sencha/shared/contract';
import type { RuntimeConfig } from '@sencha/platform/runtime-config';
import { snapImageWidth } from '@sencha/shared/image-widths';

export interface ImageUrlSettings {
  staticImageHost: string | null;
  fileHost: string | null;
  /** Flag 'disable-s3-images': keep addresses as the API gave them. */
  disableS3Images: boolean;
  /** Flag 'disable-image-transforms' or an environment without a transform service. */
  disableTransforms: boolean;
  /** Optional host or path put before /cdn-cgi/image/. */
  transformPrefix: string;
}

type ImageConfig = Pick<
  RuntimeConfig,
  'staticImageHost' | 'fileHost' | 'imageTransforms' | 'imageTransformPrefix'
>;

/** The settings from the runtime config and the two image flags (docs/product-rules/catalogue.md#images). */
export function imageSettingsOf(
  config: ImageConfig,
  flags: { 'disable-s3-images': boolean; 'disable-image-transforms': boolean },
): ImageUrlSettings {
  return {
    staticImageHost: config.staticImageHost,
    fileHost: config.fileHost,
    disableS3Images: flags['disable-s3-images'],
    disableTransforms: flags['disable-image-transforms'] || !config.imageTransforms,
    transformPrefix: config.imageTransformPrefix,
  };
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * File-host addresses map to the static host under `rt/`; paths starting /assets/ map to it under `fe/`
 * (docs/product-rules/catalogue.md#images). Without a static host, or with 'disable-s3-images' on, the address is kept.
 */
export function rewriteImageUrl(url: string, settings: ImageUrlSettings): string {
  if (!url || settings.disableS3Images || !settings.staticImageHost) return url;
  const host = trimSlash(settings.staticImageHost);
  if (settings.fileHost && url.startsWith(settings.fileHost)) {
    return `${host}/rt/${url.slice(settings.fileHost.length).replace(/^\/+/, '')}`;
  }
  if (url.startsWith('/assets/')) return `${host}/fe${url}`;
  return url;
}

/** Widths and heights snap to the shared size list (imageWidths.ts), the only sizes the transform service renders. */
export function transformOptionsString(options: ImageTransformOptions): string {
  const parts: string[] = [];
  const width = snapImageWidth(options.width);
  const height = snapImageWidth(options.height);
  if (width) parts.push(`width=${width}`);
  if (height) parts.push(`height=${height}`);
  if (options.format) parts.push(`format=${options.format}`);
  if (options.fit) parts.push(`fit=${options.fit}`);
  return parts.join(',');
}

/**
 * Builds a Cloudflare-style `/cdn-cgi/image/<options>/<source>` address. The source keeps its host when it
 * is absolute (Cloudflare accepts a full URL there); transforms are skipped when disabled or not wanted.
 */
export function transformImageUrl(
  url: string,
  options: ImageTransformOptions,
  settings: ImageUrlSettings,
): string {
  const opts = transformOptionsString(options);
  if (
    !url ||
    !opts ||
    settings.disableTransforms ||
    url.startsWith('data:') ||
    url.includes('/cdn-cgi/image/')
  ) {
    return url;
  }
  const absolute = /^https?:\/\//.test(url);
  const source = absolute ? url : url.replace(/^\/+/, '');
  let prefix = trimSlash(settings.transformPrefix);
  if (!prefix && absolute && !settings.fileHost) prefix = new URL(url).origin;
  const sourcePath = absolute && prefix && url.startsWith(prefix) ? url.slice(prefix.length + 1) : source;
  return `${prefix}/cdn-cgi/image/${opts}/${sourcePath}`;
}

/** Rewrite, then transform: the one call pages make for every catalogue image. */
export function imageUrl(url: string, options: ImageTransformOptions, settings: ImageUrlSettings): string {
  return transformImageUrl(rewriteImageUrl(url, settings), { format: 'auto', ...options }, settings);
}

/** The placeholder tea image failed product images fall back to. */
export { PLACEHOLDER_IMAGE as PLACEHOLDER_TEA_IMAGE } from '@sencha/shared/placeholder-image';
