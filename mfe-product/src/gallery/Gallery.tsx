import { useCallback, useState } from 'react';
import type { TeaItemProductImage } from '@sencha/shared/contract';
import { useImageUrl } from '@sencha/ui-kit';
import { MAIN_IMAGE, mainImageOf } from '@sencha/shared/tea-item-images';
import { ProductImage } from '@sencha/ui-kit/ui';
import { LIGHTBOX_WIDTH, Lightbox } from './Lightbox';
import { ZoomImage } from './ZoomImage';
import styles from './Gallery.module.css';

export const MAIN_IMAGE_WIDTH = MAIN_IMAGE.width;
export const THUMBNAIL_WIDTH = 512;

export type ImageMode = 'lightbox' | 'zoom';

export interface GalleryProps {
  /** Sorted by position: the first is the main image. */
  images: readonly TeaItemProductImage[];
  productName: string;
}

const altOf = (image: TeaItemProductImage, productName: string) =>
  image.description || image.name || productName;

/** Main image with thumbnails; lightbox mode (default) opens a full-screen view, zoom mode magnifies on hover. */
export function Gallery({ images, productName }: GalleryProps) {
  const toUrl = useImageUrl();
  const [selected, setSelected] = useState(0);
  const [mode, setMode] = useState<ImageMode>('lightbox');
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const closeLightbox = useCallback(() => setLightboxOpen(false), []);

  const current = images[selected] ?? images[0];
  if (!current) return null;
  const alt = altOf(current, productName);
  // The boot script preloads the first of these from the page's data (ui-kit tea-item-images).
  const main = mainImageOf(current.url, toUrl);
  const largeSrc = toUrl(current.url, { width: LIGHTBOX_WIDTH });

  const toggleMode = () => {
    // Switching modes turns the zoom off and closes the lightbox (docs/product-rules/catalogue.md#tea-item-page).
    setLightboxOpen(false);
    setMode((value) => (value === 'lightbox' ? 'zoom' : 'lightbox'));
  };

  return (
    <section className={styles.gallery} aria-label={`${productName} images`}>
      <div className={styles.main}>
        {mode === 'lightbox' ? (
          <button
            type="button"
            className={styles.mainButton}
            aria-label={`Open full-screen image: ${alt}`}
            aria-haspopup="dialog"
            onClick={() => setLightboxOpen(true)}
          >
            <ProductImage
              src={main.src}
              srcSet={main.srcSet}
              sizes={main.sizes}
              alt={alt}
              width={MAIN_IMAGE_WIDTH}
              height={MAIN_IMAGE_WIDTH}
              loading="eager"
              // The page's largest paint (docs/architecture.md#first-render): requested before the other images.
              fetchPriority="high"
              frameClassName={styles.mainFrame}
            />
          </button>
        ) : (
          <ZoomImage key={current.url} src={main.src} zoomSrc={largeSrc} alt={alt} width={MAIN_IMAGE_WIDTH} />
        )}
        <button
          type="button"
          className={styles.modeToggle}
          aria-pressed={mode === 'zoom'}
          onClick={toggleMode}
        >
          {mode === 'zoom' ? 'Hover zoom: on' : 'Hover zoom: off'}
        </button>
      </div>

      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Choose an image">
          {images.map((image, index) => (
            <li key={`${image.position}-${image.url}`}>
              <button
                type="button"
                className={index === selected ? `${styles.thumb} ${styles.thumbSelected}` : styles.thumb}
                aria-label={`Show image ${index + 1}: ${altOf(image, productName)}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ProductImage
                  src={toUrl(image.url, { width: THUMBNAIL_WIDTH })}
                  alt=""
                  width={THUMBNAIL_WIDTH}
                  height={THUMBNAIL_WIDTH}
                  // Chrome raises an image in view to high priority, and one asked for before the first paint
                  // shares the start-up bandwidth with the main image, the page's largest paint.
                  fetchPriority="low"
                  holdUntilPainted
                  frameClassName={styles.thumbFrame}
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {lightboxOpen && mode === 'lightbox' && <Lightbox src={largeSrc} alt={alt} onClose={closeLightbox} />}
    </section>
  );
}
