import type { TeaItemProductImage } from '@sencha/platform';
import { useImageUrl } from '@sencha/ui-kit';
import { ProductImage } from '@sencha/ui-kit/ui';
import styles from './DescriptionSections.module.css';

/** Infographics are served at width 1600 (docs/product-rules.md#images). */
export const INFOGRAPHIC_WIDTH = 1600;

export function GraphicImage({ image }: { image: TeaItemProductImage }) {
  const toUrl = useImageUrl();
  return (
    <figure className={styles.graphic}>
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
      {image.description && <figcaption className={styles.caption}>{image.description}</figcaption>}
    </figure>
  );
}
