import { useId, useState } from 'react';
import { Markdown } from '../markdown/Markdown';
import { DEFAULT_TRUNCATE_WORDS, truncateChars, truncateWords } from './truncate';
import styles from './TruncatedText.module.css';

export interface TruncatedTextProps {
  text: string;
  /** Words shown while collapsed (35 by default, docs/product-rules/messages-and-limits.md#limits). */
  words?: number;
  /**
   * Cut at this many characters instead of words (item and flavour descriptions: 35, see
   * docs/product-rules/messages-and-limits.md#limits).
   */
  chars?: number;
  /** Render the text as markdown (catalogue descriptions are markdown). */
  markdown?: boolean;
}

function byChars(text: string, chars: number) {
  const cut = truncateChars(text, chars);
  return { text: cut, truncated: cut !== text };
}

/** A long description cut to its first words, with a 'Show more' / 'Show less' toggle. */
export function TruncatedText({
  text,
  words = DEFAULT_TRUNCATE_WORDS,
  chars,
  markdown = false,
}: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const short = chars === undefined ? truncateWords(text, words) : byChars(text, chars);
  const shown = expanded || !short.truncated ? text : short.text;
  return (
    <div className={styles.wrapper}>
      <div id={contentId}>
        {markdown ? <Markdown>{shown}</Markdown> : <p className={styles.text}>{shown}</p>}
      </div>
      {short.truncated && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
