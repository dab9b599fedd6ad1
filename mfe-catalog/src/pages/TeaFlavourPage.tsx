import { useParams } from '@sencha/platform/react-router';
import { FLAVOUR_BANNER_SLUGS } from '@sencha/shared/flavour-banners';
import { useImageUrl } from '@sencha/ui-kit';
import { isValidSlug } from '@sencha/shared/slug';
import { teaFlavourPath } from '@sencha/shared/site-paths';
import { ProductImage, TruncatedText } from '@sencha/ui-kit/ui';
import { ListingLayout } from '../listing/ListingLayout';
import { useListingMetadata } from '../listing/useListingMetadata';
import { useTeaListing } from '../listing/useTeaListing';
import { LISTING_TITLES } from '../listing/listing';
import styles from '../listing/ListingPages.module.css';

/** What the banner says under the name (the banner picture letters it in too, blurred away: ListingLayout). */
export const FLAVOUR_SUBTITLE = 'Teas with this flavour';

/** Flavour banners are 1600 x 400. */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 400;
/** Flavour descriptions keep 35 characters (docs/product-rules/messages-and-limits.md#limits). */
export const FLAVOUR_DESCRIPTION_CHARS = 35;

const bannerSlugs: ReadonlySet<string> = new Set(FLAVOUR_BANNER_SLUGS);

/** The flavour's own image, else the banner each known flavour has: known before the flavour loads. */
function bannerFor(slug: string | undefined, imageUrl: string | undefined): string | null {
  if (imageUrl) return imageUrl;
  if (!isValidSlug(slug) || !bannerSlugs.has(slug.toLowerCase())) return null;
  return `/images/flavours/${slug.toLowerCase()}.png`;
}

export default function TeaFlavourPage() {
  const { slug } = useParams();
  const imageUrl = useImageUrl();
  const { entity, teas, errors, notFound, entityLoading, teasLoading } = useTeaListing('flavour', slug);
  const banner = bannerFor(slug, entity?.imageUrl);
  const crumbs = useListingMetadata(
    entity
      ? {
          title: LISTING_TITLES.flavour(entity.name),
          name: entity.name,
          path: teaFlavourPath(entity),
          ...(banner ? { image: banner } : {}),
        }
      : null,
  );

  return (
    <ListingLayout
      heading={entity?.name ?? null}
      fallbackHeading="Teas by Flavour"
      headingLoading={entityLoading}
      errors={errors}
      notFound={notFound}
      teas={teas}
      teasLoading={teasLoading}
      hasIntro
      subtitle={FLAVOUR_SUBTITLE}
      banner={
        banner ? (
          <ProductImage
            src={imageUrl(banner, { width: BANNER_WIDTH })}
            alt={entity ? `${entity.name} flavour banner` : 'Flavour banner'}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading="eager"
            fill
            frameClassName={styles.bannerFrame}
          />
        ) : null
      }
      intro={
        entity?.description ? (
          // Cut to 35 characters, with 'Show more' to read the rest
          // (docs/product-rules/catalogue.md#listing-pages).
          <div className={styles.description}>
            <TruncatedText text={entity.description} chars={FLAVOUR_DESCRIPTION_CHARS} markdown />
          </div>
        ) : null
      }
      crumbs={crumbs}
    />
  );
}
