import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * The markdown stack itself (react-markdown with GitHub tables, about 50 KB gzip), in a chunk of its own that
 * `Markdown` loads after the page's first paint (docs/architecture.md#deferred-code). Raw HTML is dropped and
 * link and image URLs go through react-markdown's default rule (http, https, mailto and relative only):
 * descriptions come from the database, not from us.
 */
export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml remarkPlugins={[remarkGfm]}>
      {children}
    </ReactMarkdown>
  );
}
