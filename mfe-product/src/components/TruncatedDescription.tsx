import { useId, useState } from 'react';
import { Markdown } from '@sencha/shared';
import { DEFAULT_TRUNCATE_CHARS, truncateChars } from '@sencha/shared/ui';
import styles from './DescriptionSections.module.css';

/** The description cut to 35 characters (spec section 9) with a 'Show more' / 'Show less' toggle. */
export function TruncatedDescription({ markdown }: { markdown: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateChars(markdown, DEFAULT_TRUNCATE_CHARS);
  const truncated = short !== markdown;
  return (
    <div className={styles.description} data-testid="description">
      <div id={id}>
        <Markdown>{expanded || !truncated ? markdown : short}</Markdown>
      </div>
      {truncated && (
        <button
          type="button"
          className={styles.textToggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
