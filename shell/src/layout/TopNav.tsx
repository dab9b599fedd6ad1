import { useCallback, useState } from 'react';
import { NavLink, useLocation } from '@sencha/platform/react-router';
import { useMainMenu } from '../menu/useMainMenu';
import { menuSections } from '../menu/menuSections';
import { CartLink } from './CartLink';
import { NavDropdown } from './NavDropdown';
import styles from './TopNav.module.css';

interface MenuState {
  path: string;
  mobileOpen: boolean;
  openSection: string | null;
}

const closedAt = (path: string): MenuState => ({ path, mobileOpen: false, openSection: null });

/** Desktop dropdowns open on hover (and keyboard focus); at 768px and below a menu button toggles the menu. */
export function TopNav() {
  const sections = menuSections(useMainMenu());
  const { pathname } = useLocation();
  const [state, setState] = useState<MenuState>(() => closedAt(pathname));
  // Menus belong to the page they were opened on: any navigation (links, back, forward) closes them.
  const { mobileOpen, openSection } = state.path === pathname ? state : closedAt(pathname);
  const closeAll = useCallback(() => setState(closedAt(pathname)), [pathname]);
  const setMobileOpen = (open: boolean) => setState({ path: pathname, mobileOpen: open, openSection });
  const setOpenSection = (section: string | null) =>
    setState({ path: pathname, mobileOpen, openSection: section });

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <NavLink to="/home" className={styles.brand} onClick={closeAll}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Sencha Tea</span>
        </NavLink>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <ul id="main-menu" className={`${styles.menu} ${mobileOpen ? styles.menuOpen : ''}`}>
          <li>
            <NavLink to="/home" className={styles.topLink} onClick={closeAll}>
              Home
            </NavLink>
          </li>
          {sections.map((section) => (
            <NavDropdown
              key={section.id}
              section={section}
              open={openSection === section.id}
              onToggle={(open) => setOpenSection(open ? section.id : null)}
              onNavigate={closeAll}
            />
          ))}
        </ul>
        <CartLink onNavigate={closeAll} />
      </nav>
    </header>
  );
}
