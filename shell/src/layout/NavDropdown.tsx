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

/** Each section's list is `menu-<section id>`, so its button is the one that controls such a list. */
const LIST_ID_PREFIX = 'menu-';
const isSectionButton = (element: EventTarget | null) =>
  element instanceof HTMLElement && element.matches(`button[aria-controls^="${LIST_ID_PREFIX}"]`);

/**
 * One dropdown. The open state is React's whatever opened it (pointer, click or keyboard), so aria-expanded is
 * always true while the list shows. Choosing a link closes it (even with the pointer still over it: a new
 * pointer entry is needed to reopen), focus leaving it closes it (on the phone, unless it moves to another
 * section's button), and Escape closes it and returns focus to its button
 * (docs/product-rules/navigation.md#navigation-and-layout).
 */
export function NavDropdown({ section, open, onToggle, onNavigate }: Props) {
  const listId = `${LIST_ID_PREFIX}${section.id}`;
  const trigger = useRef<HTMLButtonElement>(null);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (!open || event.currentTarget.contains(next)) return;
    // On the phone the sections are an accordion in the page's flow, and a tap focuses the button under the
    // finger on touching it, before its click. Closing this section then would pull the buttons below it up, so
    // the click would land on whatever slid under the finger and the tapped section would not open. That
    // button's click closes this section anyway: one section is open at a time.
    if (!desktop() && isSectionButton(next)) return;
    onToggle(false);
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
