import { Markdown } from '@sencha/ui-kit';
import styles from './DescriptionSections.module.css';

/** The highlighted 'Info Block' (origin, harvest, pack): facts a shopper scans for. */
export function InfoBlock({ markdown }: { markdown: string }) {
  return (
    <aside className={styles.infoBlock} aria-label="Info Block" data-testid="info-block">
      <Markdown>{markdown}</Markdown>
    </aside>
  );
}
