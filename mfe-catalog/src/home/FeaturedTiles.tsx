import { Link } from '@sencha/platform/react-router';
import type { FeaturedTile } from '@sencha/shared/contract';
import { useImageUrl } from '@sencha/ui-kit';
import { imageSrcSet } from '@sencha/shared/image-srcset';
import { ProductImage, Skeleton, VisuallyHidden } from '@sencha/ui-kit/ui';
import { useFeaturedTiles } from './useHomeData';
import styles from './FeaturedTiles.module.css';

/** Home tiles are 1400 wide, 1400 x 700 artwork (docs/product-rules/catalogue.md#images). */
export const TILE_IMAGE_WIDTH = 1400;
const TILE_IMAGE_HEIGHT = 700;
/** From the bounded width list (@sencha/shared/image-widths): a tile's image is half the page, or all of it. */
const TILE_IMAGE_WIDTHS = [600, 800, 1024, 1400] as const;
const TILE_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** Matcha's label sits over its image instead of beside it (docs/product-rules/catalogue.md#home-page). */
export function isMatchaTile(tile: FeaturedTile): boolean {
  return /\/matcha\/?$/.test(tile.link);
}

/** Tiles alternate sides by index: even ones show the image left, odd ones right. */
export function tileSide(index: number): 'left' | 'right' {
  return index % 2 === 1 ? 'right' : 'left';
}

function tileClass(tile: FeaturedTile, index: number): string {
  return [
    styles.tile,
    tileSide(index) === 'right' ? styles.reversed : '',
    isMatchaTile(tile) ? styles.matcha : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function FeaturedTiles() {
  const imageUrl = useImageUrl();
  const { data: tiles, loading } = useFeaturedTiles();
  if (!loading && (!tiles || tiles.length === 0)) return null;

  return (
    <section className={styles.section} aria-labelledby="featured-heading">
      <h2 id="featured-heading">
        <VisuallyHidden>Shop by Tea Type</VisuallyHidden>
      </h2>
      {tiles ? (
        <ul className={styles.tiles}>
          {tiles.map((tile, index) => (
            <li key={tile.link}>
              <Link
                to={tile.link}
                className={tileClass(tile, index)}
                style={{ backgroundColor: tile.bgcolor, color: tile.textcolor }}
                data-side={tileSide(index)}
              >
                <ProductImage
                  src={imageUrl(tile.image, { width: TILE_IMAGE_WIDTH })}
                  srcSet={imageSrcSet(imageUrl, tile.image, TILE_IMAGE_WIDTHS)}
                  sizes={TILE_IMAGE_SIZES}
                  alt={`A cup of ${tile.name}`}
                  width={TILE_IMAGE_WIDTH}
                  height={TILE_IMAGE_HEIGHT}
                  frameClassName={styles.image}
                  fill
                />
                <span className={styles.label}>{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton variant="block" lines={3} height={240} label="Loading featured teas…" />
      )}
    </section>
  );
}
