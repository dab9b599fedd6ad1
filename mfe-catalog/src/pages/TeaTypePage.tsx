import { useParams } from '@sencha/platform/react-router';
import { teaTypePath } from '@sencha/shared/site-paths';
import { ListingLayout } from '../listing/ListingLayout';
import { TeaLady } from '../listing/TeaLady';
import { useListingMetadata } from '../listing/useListingMetadata';
import { useTeaListing } from '../listing/useTeaListing';
import { LISTING_TITLES } from '../listing/listing';

/** Matcha and teawares are not brewed by the tea lady (docs/product-rules/catalogue.md#listing-pages). */
const WITHOUT_TEA_LADY = new Set(['matcha', 'tea-wares']);

export interface TeaTypePageProps {
  /** Fixed by the route for /matcha-tea, /herbal-tea and /tea-wares; otherwise the :slug parameter. */
  slug?: string;
}

export default function TeaTypePage({ slug: fixedSlug }: TeaTypePageProps) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug;
  const { entity, teas, errors, notFound, entityLoading, teasLoading } = useTeaListing('type', slug);
  const crumbs = useListingMetadata(
    entity
      ? {
          title: LISTING_TITLES.type(entity.name),
          name: entity.name,
          path: teaTypePath(entity),
          ...(entity.imageUrl ? { image: entity.imageUrl } : {}),
        }
      : null,
  );
  const showTeaLady = slug !== undefined && !WITHOUT_TEA_LADY.has(slug.toLowerCase());

  return (
    <ListingLayout
      heading={entity?.name ?? null}
      fallbackHeading="Teas by Type"
      headingLoading={entityLoading}
      errors={errors}
      notFound={notFound}
      teas={teas}
      teasLoading={teasLoading}
      aside={showTeaLady ? <TeaLady /> : undefined}
      crumbs={crumbs}
    />
  );
}
