import type { ImageTransformOptions } from '../contract/otherShapes';
import type { ImageWidth } from './imageWidths';

/**
 * A `srcset` of one catalogue image at widths of the bounded list (the only ones the transform service
 * renders), so the browser picks the smallest that fills the slot its `sizes` describe.
 */
export function imageSrcSet(
  toUrl: (url: string, options: ImageTransformOptions) => string,
  url: string,
  widths: readonly ImageWidth[],
): string {
  return widths.map((width) => `${toUrl(url, { width })} ${width}w`).join(', ');
}
