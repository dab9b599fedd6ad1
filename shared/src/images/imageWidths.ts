/**
 * The image sizes the storefront asks for, and the only ones the API's transform service renders: a requested
 * width or height snaps up to the next size in this list (or down to the largest). Dependency-free: the browser
 * image helper and the API (`@sencha/shared/image-widths`) both load it.
 */
export const IMAGE_WIDTHS = [70, 140, 300, 512, 600, 630, 800, 1024, 1200, 1400, 1600, 2048, 2560] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const MAX_IMAGE_WIDTH: ImageWidth = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth;

/** The smallest listed size at least `requested` (rounded), else the largest; undefined for no size. */
export function snapImageWidth(requested: number | undefined | null): ImageWidth | undefined {
  if (requested === undefined || requested === null || !Number.isFinite(requested) || requested <= 0)
    return undefined;
  const rounded = Math.round(requested);
  for (const width of IMAGE_WIDTHS) if (width >= rounded) return width;
  return MAX_IMAGE_WIDTH;
}
