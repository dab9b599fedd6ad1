import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The heading's id, for the page's aria-labelledby. */
  id: string;
  title: string;
  lead: string;
}

/** The centred title and lead line of the FAQ and contact pages. */
export function PageHeader({ id, title, lead }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
