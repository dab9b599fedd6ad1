import { Suspense, lazy } from 'react';

// The markdown stack is about 35 kB gzip: loaded when a page first renders markdown, not with the shell.
const ReactMarkdown = lazy(() => import('react-markdown'));

export interface MarkdownProps {
  children: string;
  className?: string;
}

/** What shows for the moment the renderer loads: the text without markdown marks, so nothing jumps. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** Catalogue and alert markdown. Raw HTML is dropped: descriptions come from the database, not from us. */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className}>
      <Suspense fallback={<p style={{ whiteSpace: 'pre-line' }}>{plainText(children)}</p>}>
        <ReactMarkdown skipHtml>{children}</ReactMarkdown>
      </Suspense>
    </div>
  );
}
