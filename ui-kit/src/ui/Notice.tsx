import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export type NoticeTone = 'error' | 'warning' | 'info' | 'success';

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
}

/**
 * A coloured message block inside a page (a toast is for what happened; a notice is for the state of the page).
 * Errors and warnings are announced at once; the others politely.
 */
export function Notice({ tone, children }: NoticeProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={urgent ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
