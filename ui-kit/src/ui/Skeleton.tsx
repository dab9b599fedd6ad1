import type { CSSProperties } from 'react';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Skeleton.module.css';

export type SkeletonVariant = 'text' | 'block' | 'card';

export interface SkeletonProps {
  /** Number of placeholder bars. */
  lines?: number;
  height?: number | string;
  width?: number | string;
  variant?: SkeletonVariant;
  /** What screen readers hear while the content loads. */
  label?: string;
}

/** A shimmering placeholder shown while a page's data loads. */
export function Skeleton({ lines = 1, height, width, variant = 'text', label = 'Loading…' }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  const boneStyle: CSSProperties = {
    ...(height !== undefined ? { height } : {}),
    ...(width !== undefined ? { width } : {}),
  };
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-live="polite" data-variant={variant}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={`${styles.bone} ${styles[variant]}`}
          style={boneStyle}
          aria-hidden="true"
        />
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
