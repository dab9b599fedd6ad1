import { Suspense, lazy } from 'react';
import styles from './Markdown.module.css';

/**
 * The markdown stack (react-markdown with GitHub tables, about 45 kB gzip) loads when a page first renders
 * markdown, not with the shell.
 */
const MarkdownRenderer = lazy(async () => {
  const [{ default: ReactMarkdown }, { default: remarkGfm }] = await Promise.all([
    import('react-markdown'),
    import('remark-gfm'),
  ]);
  function Renderer({ children }: { children: string }) {
    return (
      <ReactMarkdown skipHtml remarkPlugins={[remarkGfm]}>
        {children}
      </ReactMarkdown>
    );
  }
  return { default: Renderer };
});

export interface MarkdownProps {
  children: string;
  className?: string;
}

/** What shows for the moment the renderer loads: the text without markdown marks, so nothing jumps. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\|?\s*:?-{3,}.*$/gm, '')
    .replace(/[*_`|]+/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** Catalogue and alert markdown. Raw HTML is dropped: descriptions come from the database, not from us. */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <Suspense fallback={<p className={styles.pending}>{plainText(children)}</p>}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </Suspense>
    </div>
  );
}
