import { memo, useMemo } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { markdownBlocks } from './markdownBlocks';

const PLUGINS = [remarkGfm];

/** One top-level block: parsed and rendered in a component of its own, so React can yield between blocks. */
const MarkdownBlock = memo(function MarkdownBlock({ children }: { children: string }) {
  return (
    <ReactMarkdown skipHtml remarkPlugins={PLUGINS}>
      {children}
    </ReactMarkdown>
  );
});

/**
 * The markdown stack itself (react-markdown with GitHub tables, about 50 KB gzip), in chunks of its own that
 * `Markdown` loads after the page's first paint (docs/architecture.md#deferred-code). Raw HTML is dropped and
 * link and image URLs go through react-markdown's default rule (http, https, mailto and relative only):
 * descriptions come from the database, not from us. A long text renders block by block (markdownBlocks.ts):
 * one react-markdown over a whole tea description was one task of 60-100 ms on a throttled phone.
 */
export default function MarkdownRenderer({ children }: { children: string }) {
  const blocks = useMemo(() => markdownBlocks(children), [children]);
  return blocks.map((block, index) => <MarkdownBlock key={index}>{block}</MarkdownBlock>);
}
