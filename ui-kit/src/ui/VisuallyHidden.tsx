import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only: still in the accessibility tree, unlike display:none. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}
