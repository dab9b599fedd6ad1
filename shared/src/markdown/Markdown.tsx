import ReactMarkdown from 'react-markdown';

export interface MarkdownProps {
  children: string;
  className?: string;
}

/** Catalogue and alert markdown. Raw HTML is dropped: descriptions come from the database, not from us. */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className}>
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </div>
  );
}
