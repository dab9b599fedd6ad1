import type { ReactNode } from 'react';
import styles from './StatusPanel.module.css';

export interface StatusPanelProps {
  /** Used for the heading's id so that two panels never share one. */
  id: string;
  heading: string;
  /** A small decorative mark above the heading (hidden from assistive technology). */
  mark?: ReactNode;
  children?: ReactNode;
  /** Content below the card, such as the newsletter sign-up. */
  after?: ReactNode;
}

/** The centred card shared by the not-found, not-implemented, maintenance and coming-soon pages. */
export function StatusPanel({ id, heading, mark = <TeaCupMark />, children, after }: StatusPanelProps) {
  const headingId = `${id}-title`;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <div className={styles.mark} aria-hidden="true">
          {mark}
        </div>
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        {children}
      </section>
      {after ? <div className={styles.after}>{after}</div> : null}
    </div>
  );
}

function TeaCupMark() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" focusable="false">
      <path
        d="M24 6c-4 5 4 8 0 14M34 4c-4 6 4 9 0 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".5"
      />
      <path d="M10 26h40v8c0 11-9 20-20 20S10 45 10 34z" fill="currentColor" />
      <path d="M50 30h3a6 6 0 0 1 0 12h-5" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M8 58h44" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
