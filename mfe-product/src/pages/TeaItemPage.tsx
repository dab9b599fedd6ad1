import { useParams } from '@sencha/platform/react-router';
import { TeaDeadEnd } from '../item/TeaDeadEnd';
import { TeaItemSkeleton } from '../item/TeaItemSkeleton';
import { useTeaItemProduct } from '../item/useTeaItemProduct';
import { TeaItemView } from '../item/TeaItemView';
import styles from '../item/TeaItemPage.module.css';

/** /tea-item/:slug, /matcha-tea/:slug and /herbal-tea/:slug: one product a shopper decides on. */
export default function TeaItemPage() {
  const { slug } = useParams();
  const state = useTeaItemProduct(slug);
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
        <TeaDeadEnd errors={state.errors} notFound={state.notFound} />
      </div>
    );
  }
  // Keyed by slug: another product starts with its own first image, lightbox mode and a quantity of 1.
  return <TeaItemView key={state.data.slug} product={state.data} />;
}
