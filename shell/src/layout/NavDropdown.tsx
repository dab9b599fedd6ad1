import { Link } from 'react-router';
import type { MenuSection } from '../menu/menuSections';
import styles from './TopNav.module.css';

interface Props {
  section: MenuSection;
  open: boolean;
  onToggle: (open: boolean) => void;
  onNavigate: () => void;
}

/** One dropdown: hover opens it on desktop (CSS), the button opens it by click or keyboard (and on mobile). */
export function NavDropdown({ section, open, onToggle, onNavigate }: Props) {
  const listId = `menu-${section.id}`;
  return (
    <li
      className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onToggle(false);
      }}
    >
      <button
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(!open)}
      >
        {section.label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className={styles.dropdownList}>
        {section.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
