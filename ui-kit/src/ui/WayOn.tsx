import { Link } from '@sencha/platform/react-router';
import styles from './WayOn.module.css';

/** The shop's main sections: where a page that could not show what was asked sends the shopper on. */
export const SHOP_SECTIONS = [
  { label: 'Home', to: '/home' },
  { label: 'Matcha', to: '/matcha-tea' },
  { label: 'Herbal Tea', to: '/herbal-tea' },
  { label: 'Teawares', to: '/tea-wares' },
  { label: 'Frequently Asked Questions', to: '/frequently-asked-questions' },
  { label: 'Contact Us', to: '/contact' },
] as const;

/** A way on from a dead end (an unknown or failed tea, type, region or flavour): never only a red box. */
export function WayOn() {
  return (
    <nav className={styles.wayOn} aria-label="Continue shopping">
      <p className={styles.lead}>Find your next tea in one of our sections:</p>
      <ul className={styles.list}>
        {SHOP_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className={styles.link}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
