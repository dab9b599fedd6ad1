import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ProductTabs.module.css';

export interface ProductTab {
  title: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs: the first is selected; arrow keys, Home and End move between tabs (and select them), and only
 * the selected tab is in the tab order.
 */
export function ProductTabs({ tabs, label }: { tabs: readonly ProductTab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  if (tabs.length === 0) return null;
  const current = Math.min(selected, tabs.length - 1);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={`${index}-${tab.title}`}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={`${index}-${tab.title}`}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== current}
          tabIndex={0}
          className={styles.panel}
        >
          {index === current && tab.content}
        </div>
      ))}
    </div>
  );
}
