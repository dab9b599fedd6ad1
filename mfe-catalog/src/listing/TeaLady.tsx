import teaLady from './tea-lady.svg';
import styles from './TeaLady.module.css';

/** The type image is drawn at 600 and shown at 300px (docs/product-rules/catalogue.md#images). */
export const TEA_LADY_SOURCE_WIDTH = 600;
export const TEA_LADY_SHOWN_WIDTH = 300;

export function TeaLady() {
  return (
    <img
      src={teaLady}
      alt="A tea lady pouring a cup of tea"
      width={TEA_LADY_SHOWN_WIDTH}
      height={TEA_LADY_SHOWN_WIDTH}
      className={styles.image}
      data-source-width={TEA_LADY_SOURCE_WIDTH}
    />
  );
}
