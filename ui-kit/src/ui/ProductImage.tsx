import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_TEA_IMAGE } from '../images/imageUrl';
import { useAfterNextPaint } from '../scheduling/useAfterNextPaint';
import styles from './ProductImage.module.css';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'onError'
> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown once if `src` fails (docs/product-rules/catalogue.md#images). */
  fallbackSrc?: string;
  fit?: 'cover' | 'contain';
  /** Class of the aspect-ratio frame. */
  frameClassName?: string;
  /**
   * The frame takes its container's width (keeping the aspect ratio) instead of the source's width capped at
   * 100%: for cards, tiles and slides whose column decides the shown width.
   */
  fill?: boolean;
  /**
   * The image is asked for only once the page has painted: for images beside the page's largest paint (a
   * gallery's thumbnails) that would share the network with it (docs/architecture.md#first-render). Its frame
   * holds the place meanwhile.
   */
  holdUntilPainted?: boolean;
}

/**
 * A catalogue image in a box of its own aspect ratio (no layout shift while it loads) that falls back to the
 * placeholder tea image once when it fails; a failing placeholder is left alone rather than retried forever.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  fallbackSrc = PLACEHOLDER_TEA_IMAGE,
  fit = 'cover',
  loading = 'lazy',
  decoding = 'async',
  className,
  frameClassName,
  fill = false,
  holdUntilPainted = false,
  ...imgProps
}: ProductImageProps) {
  const painted = useAfterNextPaint(holdUntilPainted);
  // Remembering which src failed (rather than a boolean) resets the fallback when the src changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usingFallback = failedSrc === src || !src;
  const shown = usingFallback ? fallbackSrc : src;
  const image = (
    <img
      {...imgProps}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      data-fallback={usingFallback || undefined}
      className={[styles.image, styles[fit], className].filter(Boolean).join(' ')}
      onError={() => {
        if (!usingFallback) setFailedSrc(src);
      }}
    />
  );
  return (
    <span
      className={[styles.frame, fill && styles.fill, frameClassName].filter(Boolean).join(' ')}
      style={fill ? { aspectRatio: `${width} / ${height}` } : { aspectRatio: `${width} / ${height}`, width }}
    >
      {/* Held, it is still in the server's HTML for a page read without script (a crawler): the browser parses a
          noscript's content only where script is off, so nothing is fetched early where it runs. */}
      {painted ? image : <noscript>{image}</noscript>}
    </span>
  );
}
