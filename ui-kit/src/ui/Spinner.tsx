import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
}

/** A small busy indicator, decorative: the text beside it (or aria-busy) says what is happening. */
export function Spinner({ size = 16 }: SpinnerProps) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
