import styles from './ErrorPanel.module.css';

export interface ErrorPanelProps {
  errors: readonly string[];
}

/** The red 'Something went wrong:' box every page shows its load errors in. */
export function ErrorPanel({ errors }: ErrorPanelProps) {
  if (errors.length === 0) return null;
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.heading}>Something went wrong:</p>
      <ul className={styles.list}>
        {errors.map((error, index) => (
          <li key={`${index}-${error}`}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
