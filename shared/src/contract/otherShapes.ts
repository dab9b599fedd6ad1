/**
 * Shapes the storefront and the API agree on that are not JSON bodies: the blog feed's items (served as RSS XML)
 * and the image URL's transform options (query parameters). The JSON bodies are the schemas' Static<> types.
 */
import type { NewsletterSource, TeaItemProductImage } from './catalogSchemas';

export type Slug = string;

export type TeaItemProductImageType = TeaItemProductImage['imageType'];

/** The sign-up form as the shopper fills it in (the API's body takes any value: the e-mail rule judges it). */
export interface NewsletterForm {
  email: string;
  source?: NewsletterSource;
}

export interface BlogPost {
  title: string;
  link: string;
  pubDate: string;
  description: string;
  imageUrl: string;
}

export interface ImageTransformOptions {
  width?: number;
  height?: number;
  format?: 'auto' | 'avif' | 'webp' | 'jpeg' | 'png';
  /** Cloudflare's fit; 'pad' letterboxes into width x height (share images). */
  fit?: 'scale-down' | 'contain' | 'cover' | 'crop' | 'pad';
}
