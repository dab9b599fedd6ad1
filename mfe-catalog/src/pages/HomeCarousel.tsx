import { useId } from 'react';
import { Link } from '@sencha/platform/react-router';
import type { CarouselItem } from '@sencha/shared/contract';
import { useImageUrl } from '@sencha/ui-kit';
import { imageSrcSet } from '@sencha/shared/image-srcset';
import { teaItemProductPath } from '@sencha/shared/site-paths';
import { Carousel, ProductImage, VisuallyHidden, type CarouselSlideState } from '@sencha/ui-kit/ui';
import { useCarouselItems } from '../home/useHomeData';
import styles from './HomeCarousel.module.css';

/** Carousel images are 512 wide, square product shots (docs/product-rules/catalogue.md#images). */
export const CAROUSEL_IMAGE_WIDTH = 512;
/** From the bounded width list (@sencha/shared/image-widths): a tile is a fifth, a third or all of the width. */
const CAROUSEL_IMAGE_WIDTHS = [300, 512, 800] as const;
const CAROUSEL_IMAGE_SIZES = '(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 100vw';
/**
 * An auto-slide every 5 s (pausing on hover) is defined but switched off (docs/product-rules/catalogue.md#home-page).
 */
export const AUTO_SLIDE_MS = 5000;
export const AUTO_SLIDE_ENABLED = false;

function CarouselTile({
  item,
  active,
  index,
  inFirstView,
  reach,
  leadImage,
}: { item: CarouselItem; leadImage: boolean } & CarouselSlideState) {
  const imageUrl = useImageUrl();
  // The tile the carousel opens on (its first item, drawn largest, shown at every width) can be the largest
  // paint: it does not wait for the lazy-load check, and is asked for first. The tiles beside it are lazy: a
  // phone's stylesheet hides them, and hidden lazy images are never fetched; in view, the browser loads them at
  // once. A tile brought in later stays lazy.
  const first = leadImage && inFirstView && reach === 0 && index === 0;
  return (
    <Link
      to={teaItemProductPath(item.slug)}
      className={active ? `${styles.tile} ${styles.activeTile}` : styles.tile}
      data-active={active}
    >
      <ProductImage
        src={imageUrl(item.image, { width: CAROUSEL_IMAGE_WIDTH })}
        srcSet={imageSrcSet(imageUrl, item.image, CAROUSEL_IMAGE_WIDTHS)}
        sizes={CAROUSEL_IMAGE_SIZES}
        {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
        // The name is the link's text right below: an alt repeating it would be read twice.
        alt=""
        width={CAROUSEL_IMAGE_WIDTH}
        height={CAROUSEL_IMAGE_WIDTH}
        frameClassName={styles.image}
        fill
      />
      <span className={styles.name}>{item.name}</span>
    </Link>
  );
}

/** Stand-ins for the tiles while loading: five, the most a screen shows. */
const GHOSTS = ['ghost-1', 'ghost-2', 'ghost-3', 'ghost-4', 'ghost-5'];

/** A tile's shape without content: the loading carousel is laid out exactly as the loaded one (no shift). */
function GhostTile() {
  return (
    <span className={styles.tile}>
      <span className={styles.ghostImage} />
      <span className={styles.name} />
    </span>
  );
}

export interface HomeCarouselProps {
  /** The section heading (an h2: the carousel always sits under a page's h1). */
  heading?: string;
  /**
   * The carousel is near the top of the page, its images among the largest (the home page, and the empty cart
   * where the shell passes it: docs/architecture.md#images-and-fonts): the tile it opens on is fetched at once,
   * with high priority. Below a cart or an order it would compete with what the shopper came for.
   */
  leadImage?: boolean;
}

/**
 * The home carousel of 15 teas, shuffled on each load. Also exposed on its own (`catalog/HomeCarousel`): the
 * shell shows it below the cart and the order page.
 */
export default function HomeCarousel({ heading = 'Explore Our Teas', leadImage = false }: HomeCarouselProps) {
  const headingId = useId();
  const { data: items, loading } = useCarouselItems();
  // A failed carousel is left out quietly: it is an extra, never the page's content.
  if (!loading && (!items || items.length === 0)) return null;

  return (
    <section
      className={items ? styles.section : `${styles.section} ${styles.pending}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {items ? (
        <Carousel
          items={items}
          getKey={(item) => item.slug}
          label="Tea carousel"
          visibleCount="responsive"
          {...(AUTO_SLIDE_ENABLED ? { autoSlideMs: AUTO_SLIDE_MS } : {})}
          renderItem={(item, state) => <CarouselTile item={item} leadImage={leadImage} {...state} />}
        />
      ) : (
        <div role="status" aria-busy="true">
          <VisuallyHidden>Loading teas…</VisuallyHidden>
          <div inert aria-hidden="true" className={styles.loading}>
            <Carousel
              items={GHOSTS}
              getKey={(ghost) => ghost}
              label="Loading teas"
              visibleCount="responsive"
              renderItem={() => <GhostTile />}
            />
          </div>
        </div>
      )}
    </section>
  );
}
