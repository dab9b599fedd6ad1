import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';

/** An open panel grows up to this height (docs/product-rules/messages-and-limits.md#limits). */
export const ACCORDION_MAX_HEIGHT_PX = 1000;
export const ACCORDION_DURATION_MS = 300;

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Shows the 'Expand All' / 'Collapse All' button. */
  showToggleAll?: boolean;
  /** Ids open on first render. */
  defaultOpen?: readonly string[];
  /** Open/close animation (300 ms; the FAQ uses 200 ms). */
  durationMs?: number;
  headingLevel?: 2 | 3 | 4;
}

/** Collapsible sections, each header a button; optionally one button opens or closes them all. */
export function Accordion({
  items,
  showToggleAll = false,
  defaultOpen = [],
  durationMs = ACCORDION_DURATION_MS,
  headingLevel = 3,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const allOpen = items.length > 0 && items.every((item) => open.has(item.id));
  const Heading = `h${headingLevel}` as const;
  const transition = { transitionDuration: `${durationMs}ms` };

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleAll = () => setOpen(allOpen ? new Set() : new Set(items.map((item) => item.id)));

  return (
    <div className={styles.accordion}>
      {showToggleAll && items.length > 0 && (
        <div className={styles.toolbar}>
          <button type="button" className={styles.toggleAll} onClick={toggleAll}>
            {allOpen ? 'Collapse All' : 'Expand All'}
          </button>
        </div>
      )}
      {items.map((item, index) => {
        const isOpen = open.has(item.id);
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span
                  className={isOpen ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
                  style={transition}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className={styles.panel}
              style={{ ...transition, maxHeight: isOpen ? `${ACCORDION_MAX_HEIGHT_PX}px` : '0px' }}
              // Closed panels keep their content for the animation but must not be reachable by keyboard.
              inert={!isOpen}
              aria-hidden={!isOpen}
            >
              <div className={styles.panelBody}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
