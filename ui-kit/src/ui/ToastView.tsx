import type { ReactNode } from 'react';
import { Link } from '@sencha/platform/react-router';
import type { ActiveAlert } from '@sencha/platform';
import { Markdown } from '../markdown/Markdown';
import styles from './ToastView.module.css';

export interface ToastViewProps {
  alert: ActiveAlert;
  onClose: () => void;
}

/** The alert thumbnail is 70 px wide (docs/product-rules/catalogue.md#images). */
export const TOAST_THUMBNAIL_WIDTH = 70;

/** The alert toast at the top right; the shell's toast host feeds it the current alert. */
export function ToastView({ alert, onClose }: ToastViewProps) {
  // Problems interrupt (assertive); confirmations wait their turn (polite).
  const role = alert.type === 'error' || alert.type === 'warning' ? 'alert' : 'status';
  const body: ReactNode = (
    <>
      {alert.thumbnailUrl && (
        <img className={styles.thumbnail} src={alert.thumbnailUrl} width={TOAST_THUMBNAIL_WIDTH} alt="" />
      )}
      <div className={styles.text}>
        <p className={styles.title}>{alert.title}</p>
        {alert.description && <Markdown className={styles.description}>{alert.description}</Markdown>}
      </div>
    </>
  );
  return (
    <div
      className={[styles.toast, styles[alert.type], alert.visible ? '' : styles.hiding]
        .filter(Boolean)
        .join(' ')}
      role={role}
      data-type={alert.type}
      data-visible={alert.visible}
    >
      {alert.link ? (
        <Link className={styles.content} to={alert.link} onClick={onClose}>
          {body}
        </Link>
      ) : (
        <div className={styles.content}>{body}</div>
      )}
      <button type="button" className={styles.close} aria-label="Close notification" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
