import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from '@sencha/platform/react-router';
import { useMainMenu } from '../menu/useMainMenu';
import { menuSections } from '../menu/menuSections';
import { SiteSearch } from '../search/SiteSearch';
import { CartLink } from './CartLink';
import { NavDropdown } from './NavDropdown';
import styles from './TopNav.module.css';
// Inlined (a data: URL): the mark paints with the bar instead of costing a request before the page's content.
import brandMark from '../../public/favicon.svg?inline';

interface MenuState {
  path: string;
  mobileOpen: boolean;
  openSection: string | null;
  /** Below 1101px the search box opens from a button (above, it is always shown). */
  searchOpen: boolean;
}

const closedAt = (path: string): MenuState => ({
  path,
  mobileOpen: false,
  openSection: null,
  searchOpen: false,
});

/**
 * Desktop dropdowns open on hover (and keyboard focus); at 768px and below a menu button toggles the menu. The
 * search box sits in the bar from 1101px; below, a search button beside the cart (and the menu button) opens it.
 */
export function TopNav() {
  const sections = menuSections(useMainMenu());
  const { pathname } = useLocation();
  const [state, setState] = useState<MenuState>(() => closedAt(pathname));
  // Menus belong to the page they were opened on: any navigation (links, back, forward) closes them.
  const current = state.path === pathname ? state : closedAt(pathname);
  const { mobileOpen, openSection, searchOpen } = current;
  const closeAll = useCallback(() => setState(closedAt(pathname)), [pathname]);
  const setMobileOpen = (open: boolean) => setState({ ...current, mobileOpen: open });
  const setOpenSection = (section: string | null) => setState({ ...current, openSection: section });
  const searchInput = useRef<HTMLInputElement>(null);
  // The button that opened the box hands the focus to it.
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <NavLink to="/home" className={styles.brand} onClick={closeAll}>
          <img src={brandMark} alt="" width={32} height={32} />
          <span>Sencha Tea</span>
        </NavLink>
        <button
          type="button"
          className={styles.searchButton}
          aria-expanded={searchOpen}
          aria-controls="site-search"
          aria-label="Search"
          onClick={() => setState({ ...current, searchOpen: !searchOpen })}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
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
        <div className={`${styles.search} ${searchOpen ? styles.searchOpen : ''}`}>
          <SiteSearch id="site-search" inputRef={searchInput} onNavigate={closeAll} />
        </div>
        <CartLink onNavigate={closeAll} />
      </nav>
    </header>
  );
}
