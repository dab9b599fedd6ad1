import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { TeaItemProductImage } from '@sencha/shared/contract';
import { useImageUrl } from '@sencha/ui-kit';
import { ProductImage } from '@sencha/ui-kit/ui';
import { useScrollsSideways } from './useScrollsSideways';
import styles from '../description/DescriptionSections.module.css';

/** Infographics are served at width 1600 (docs/product-rules/catalogue.md#images). */
export const INFOGRAPHIC_WIDTH = 1600;

/** Keys that scroll a frame sideways: inside one, they are the frame's, not the carousel's around it. */
const SCROLL_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export interface GraphicImageProps {
  image: TeaItemProductImage;
  /**
   * On phones the graphic keeps the width at which its own text is legible and scrolls sideways in its frame
   * (DescriptionSections.module.css `.pan`): for graphics whose text says what no other text on the page does.
   */
  legibleOnPhones?: boolean;
  /** Leaves the image's description out: the text around the graphic already says it. */
  hideCaption?: boolean;
}

export function GraphicImage({ image, legibleOnPhones = false, hideCaption = false }: GraphicImageProps) {
  const toUrl = useImageUrl();
  const pan = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(pan);
  useEffect(() => {
    const frame = pan.current;
    // The graphics are drawn around their middle (a row of cups, three columns): that is where a phone opens
    // them, with the rest either side.
    if (scrolls && frame && frame.scrollLeft === 0)
      frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2;
  }, [scrolls]);
  const picture = (
    <ProductImage
      src={toUrl(image.url, { width: INFOGRAPHIC_WIDTH })}
      alt={image.name}
      width={INFOGRAPHIC_WIDTH}
      height={Math.round(INFOGRAPHIC_WIDTH / 2)}
      fit="contain"
      // Lazy, but within the browser's lazy-load distance of a phone's first screen.
      holdUntilPainted
      frameClassName={styles.graphicFrame}
    />
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (scrolls && SCROLL_KEYS.has(event.key)) event.stopPropagation();
  };
  return (
    <figure className={styles.graphic}>
      {legibleOnPhones ? (
        <div className={styles.panEdge}>
          {/* A scrolling region is reachable by keyboard only while it scrolls (no tab stop that does nothing). */}
          <div
            ref={pan}
            className={styles.pan}
            onKeyDown={onKeyDown}
            {...(scrolls
              ? { tabIndex: 0, role: 'group', 'aria-label': `${image.name}, scrolls sideways` }
              : {})}
          >
            {picture}
          </div>
        </div>
      ) : (
        picture
      )}
      {scrolls && (
        <p className={styles.panHint} aria-hidden="true">
          <span className={styles.panIcon}>⇆</span> Scroll sideways to see all of it
        </p>
      )}
      {image.description && !hideCaption && (
        <figcaption className={styles.caption}>{image.description}</figcaption>
      )}
    </figure>
  );
}
