import { useParams } from '@sencha/platform/react-router';
import { Markdown } from '@sencha/ui-kit';
import { teaRegionPath } from '@sencha/shared/site-paths';
import { ListingLayout } from '../listing/ListingLayout';
import { useListingMetadata } from '../listing/useListingMetadata';
import { useTeaListing } from '../listing/useTeaListing';
import { LISTING_TITLES } from '../listing/listing';
import styles from '../listing/ListingPages.module.css';

export default function TeaRegionPage() {
  const { slug } = useParams();
  const { entity, teas, errors, notFound, entityLoading, teasLoading } = useTeaListing('region', slug);
  const crumbs = useListingMetadata(
    entity
      ? {
          title: LISTING_TITLES.region(entity.name),
          name: entity.name,
          path: teaRegionPath(entity),
          ...(entity.imageUrl ? { image: entity.imageUrl } : {}),
        }
      : null,
  );

  return (
    <ListingLayout
      heading={entity?.name ?? null}
      fallbackHeading="Teas by Region"
      headingLoading={entityLoading}
      errors={errors}
      notFound={notFound}
      teas={teas}
      teasLoading={teasLoading}
      hasIntro
      intro={
        entity?.description ? <Markdown className={styles.description}>{entity.description}</Markdown> : null
      }
      crumbs={crumbs}
    />
  );
}
