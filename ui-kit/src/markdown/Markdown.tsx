import { DeferredView, deferred } from '../deferred/deferred';
import { useAfterLoadWhenIdle } from '../scheduling/useAfterLoadWhenIdle';
import { PlainMarkdown } from './PlainMarkdown';
import styles from './Markdown.module.css';

/** Lets the browser paint and take input before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The markdown stack (MarkdownRenderer.tsx), fetched after the window's load, in idle time, in three stages, each evaluated in
 * a task of its own: property-information's attribute tables (which alone took half of one 70 ms task on a
 * throttled phone), the GitHub syntax extensions, then the rest. A stage that fails fails the load.
 */
const renderer = deferred(async () => {
  await import(/* webpackChunkName: "deferred-markdown-attributes" */ 'property-information');
  await nextTask();
  await import(/* webpackChunkName: "deferred-markdown-gfm" */ 'remark-gfm');
  await nextTask();
  return (await import(/* webpackChunkName: "deferred-markdown" */ './MarkdownRenderer')).default;
});

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
  // Not right after the first render: the page's largest paint (a tea item's image) may come a frame or two
  // later, and the stages would compete with it for the phone's network and main thread.
  const wanted = useAfterLoadWhenIdle();
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <DeferredView
        source={renderer}
        props={{ children }}
        fallback={<PlainMarkdown markdown={children} />}
        wanted={wanted}
        what="The markdown renderer"
      />
    </div>
  );
}
