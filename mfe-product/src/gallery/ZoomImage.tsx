import { useState, type MouseEvent } from 'react';
import { ProductImage } from '@sencha/ui-kit/ui';
import styles from './Gallery.module.css';

export const ZOOM_SCALE = 2.5;

export interface ZoomImageProps {
  src: string;
  /** The larger rendition the zoom reads from, so magnified detail stays sharp. */
  zoomSrc: string;
  alt: string;
  width: number;
}

interface ZoomPoint {
  x: number;
  y: number;
}

function pointerPercent(event: MouseEvent<HTMLElement>): ZoomPoint {
  const box = event.currentTarget.getBoundingClientRect();
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return {
    x: box.width > 0 ? clamp(((event.clientX - box.left) / box.width) * 100) : 50,
    y: box.height > 0 ? clamp(((event.clientY - box.top) / box.height) * 100) : 50,
  };
}

/** Hover zoom: while the pointer is over the image it is magnified around the pointer; leaving ends the zoom. */
export function ZoomImage({ src, zoomSrc, alt, width }: ZoomImageProps) {
  const [point, setPoint] = useState<ZoomPoint | null>(null);
  const track = (event: MouseEvent<HTMLElement>) => setPoint(pointerPercent(event));
  return (
    <div
      className={styles.zoom}
      data-testid="zoom-image"
      data-zoom-active={point !== null}
      onMouseEnter={track}
      onMouseMove={track}
      onMouseLeave={() => setPoint(null)}
    >
      <ProductImage src={src} alt={alt} width={width} height={width} loading="eager" />
      {point && (
        <div
          className={styles.zoomLens}
          aria-hidden="true"
          data-testid="zoom-lens"
          style={{
            backgroundImage: `url("${zoomSrc}")`,
            backgroundSize: `${ZOOM_SCALE * 100}%`,
            backgroundPosition: `${point.x}% ${point.y}%`,
          }}
        />
      )}
    </div>
  );
}
