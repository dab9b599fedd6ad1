import { Link } from '@sencha/platform/react-router';
import type { NamedSlug } from '@sencha/shared/contract';
import { teaFlavourPath } from '@sencha/shared/site-paths';
import styles from './DescriptionSections.module.css';

export function FlavourChips({ flavours }: { flavours: readonly NamedSlug[] }) {
  if (flavours.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Flavours">
      {flavours.map((flavour) => (
        <li key={flavour.slug}>
          <Link to={teaFlavourPath(flavour)} className={styles.chip}>
            {flavour.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
