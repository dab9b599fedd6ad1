import { useParams } from '@sencha/platform/react-router';
import { usePageMetadata } from '@sencha/ui-kit';
import { ErrorPanel, WayOn } from '@sencha/ui-kit/ui';
import { TeaItemSkeleton } from '../components/TeaItemSkeleton';
import { useTeaItemProduct } from '../hooks/useTeaItemProduct';
import { TeaItemView } from './TeaItemView';
import styles from './TeaItemPage.module.css';

export const TEA_NOT_FOUND_HEADING = 'Tea Not Found';
export const TEA_NOT_FOUND_TITLE = `${TEA_NOT_FOUND_HEADING} - Sencha Tea`;

/** /tea-item/:slug, /matcha-tea/:slug and /herbal-tea/:slug: one product a shopper decides on. */
export default function TeaItemPage() {
  const { slug } = useParams();
  const state = useTeaItemProduct(slug);
  // A dead end gets its own title (the spec's message stays in the red box) and a way on.
  usePageMetadata(state.status === 'error' ? { title: TEA_NOT_FOUND_TITLE, noindex: true } : null);
  if (state.status === 'loading') {
    return (
      <div className={styles.page}>
        <TeaItemSkeleton />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.page}>
        <h1 className={styles.deadEndTitle}>{TEA_NOT_FOUND_HEADING}</h1>
        <ErrorPanel errors={state.errors} />
        <WayOn />
      </div>
    );
  }
  // Keyed by slug: another product starts with its own first image, lightbox mode and a quantity of 1.
  return <TeaItemView key={state.data.slug} product={state.data} />;
}
