import { useMemo } from 'react';
import { useParams } from '@sencha/platform/react-router';
import type { TeaItem } from '@sencha/shared/contract';
import { BreadcrumbsJsonLd, canonicalUrl, usePageMetadata } from '@sencha/ui-kit';
import { teaItemListPath, teaTypePath } from '@sencha/shared/site-paths';
import { ProductGrid, Skeleton, TruncatedText } from '@sencha/ui-kit/ui';
import { TeaDeadEnd } from '../item/TeaDeadEnd';
import { DESCRIPTION_BLOCK, blockMarkdown, splitDescription } from '../description/splitDescription';
import { useTeaItem } from '../item/useTeaItemProduct';
import styles from './TeaItemListPage.module.css';

/** The intro a list shows: the brief and the description, without the tabs and accordions meant for a product. */
function introMarkdown(item: TeaItem): string {
  const split = splitDescription(item.description);
  return [blockMarkdown(split, 'Brief'), blockMarkdown(split, DESCRIPTION_BLOCK)]
    .filter(Boolean)
    .join('\n\n');
}

function TeaItemList({ item }: { item: TeaItem }) {
  const intro = useMemo(() => introMarkdown(item), [item]);
  const path = teaItemListPath(item.slug);
  usePageMetadata({ title: `${item.name} - Sencha Tea`, url: canonicalUrl(path) });
  const crumbs = useMemo(
    () => [
      ...(item.teaType ? [{ name: item.teaType.name, path: teaTypePath(item.teaType) }] : []),
      { name: item.name, path },
    ],
    [item.teaType, item.name, path],
  );
  return (
    <>
      <h1 className={styles.name}>{item.name}</h1>
      {intro && <TruncatedText text={intro} markdown />}
      <div className={styles.grid}>
        <ProductGrid
          products={item.teaItemProducts}
          loading={false}
          label={`${item.name} products`}
          emptyMessage="No products found."
        />
      </div>
      <BreadcrumbsJsonLd crumbs={crumbs} />
    </>
  );
}

/** /tea-wares/:slug: every product (piece) of one tea item, e.g. all the kyusu teapots. */
export default function TeaItemListPage() {
  const { slug } = useParams();
  const state = useTeaItem(slug);
  return (
    <div className={styles.page}>
      {state.status === 'loading' && (
        <div data-testid="tea-item-list-skeleton">
          <Skeleton height={40} width="40%" label="Loading the tea item…" />
          <Skeleton lines={3} />
          <div className={styles.grid}>
            <ProductGrid products={null} loading label="Products" skeletonCards={3} loadingLabel="" />
          </div>
        </div>
      )}
      {state.status === 'error' && <TeaDeadEnd errors={state.errors} notFound={state.notFound} />}
      {state.status === 'loaded' && <TeaItemList item={state.data} />}
    </div>
  );
}
