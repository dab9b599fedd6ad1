import { DeferredView, deferred } from '../deferred/deferred';
import { PlainMarkdown } from './PlainMarkdown';
import styles from './Markdown.module.css';

/** The markdown stack (MarkdownRenderer.tsx), a chunk of its own fetched after the first paint. */
const renderer = deferred(() =>
  import(/* webpackChunkName: "deferred-markdown" */ './MarkdownRenderer').then((module) => module.default),
);

export interface MarkdownProps {
  children: string;
  className?: string;
}

/**
 * Catalogue, content and alert markdown, kept off the path to first paint (docs/architecture.md#deferred-code):
 * the first render shows the text without markdown marks in the elements the renderer will make (so nothing
 * shifts), then the rendered markdown replaces it. If the renderer cannot be fetched, the plain text stays.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <DeferredView
        source={renderer}
        props={{ children }}
        fallback={<PlainMarkdown markdown={children} />}
        what="The markdown renderer"
      />
    </div>
  );
}
