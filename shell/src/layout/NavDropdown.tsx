import { useRef, type FocusEvent, type PointerEvent } from 'react';
import { Link } from '@sencha/platform/react-router';
import type { MenuSection } from '../menu/menuSections';
import styles from './TopNav.module.css';

interface Props {
  section: MenuSection;
  open: boolean;
  onToggle: (open: boolean) => void;
  onNavigate: () => void;
}

/** Hover opens menus only where the desktop menu shows (the phone menu is a list toggled by its button). */
const DESKTOP = '(min-width: 769px)';
const desktop = () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP).matches;
const hoverDevice = () => desktop() && window.matchMedia('(hover: hover)').matches;
const hoverOpens = (event: PointerEvent) => event.pointerType === 'mouse' && desktop();

/**
 * One dropdown. The open state is React's whatever opened it (pointer, click or keyboard), so aria-expanded is
 * always true while the list shows. Choosing a link closes it (even with the pointer still over it: a new
 * pointer entry is needed to reopen), focus leaving it closes it, and Escape closes it and returns focus to its
 * button (docs/product-rules.md#navigation-and-layout).
 */
export function NavDropdown({ section, open, onToggle, onNavigate }: Props) {
  const listId = `menu-${section.id}`;
  const trigger = useRef<HTMLButtonElement>(null);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onToggle(false);
  };

  return (
    <li
      className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`}
      onPointerEnter={(event) => {
        if (!open && hoverOpens(event)) onToggle(true);
      }}
      onPointerLeave={(event) => {
        if (open && hoverOpens(event)) onToggle(false);
      }}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        onToggle(false);
        trigger.current?.focus();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={listId}
        // A mouse click on a hover menu keeps it open (the pointer already opened it); keyboard (detail 0) and
        // touch toggle.
        onClick={(event) => onToggle(event.detail > 0 && hoverDevice() ? true : !open)}
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
