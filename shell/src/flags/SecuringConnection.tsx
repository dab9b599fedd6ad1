import styles from './SecuringConnection.module.css';

/** Shown while the maintenance-mode and coming-soon flags are undecided (at most 2000 ms). */
export function SecuringConnection() {
  return (
    <main className={styles.screen} aria-busy="true">
      <h1 className={styles.title}>Securing Your Connection</h1>
      <p role="status">Establishing secure connection...</p>
      <span className={styles.spinner} aria-hidden="true" />
    </main>
  );
}
