import type { MarkdownProps } from '../markdown/Markdown';

/**
 * Test-only stand-in for the shared Markdown component. The root jest preset leaves react-markdown's ESM-only
 * dependencies (hast-util-*, micromark-*, ...) untransformed, so the real one cannot load under Jest yet.
 */
export function MarkdownStub({ children, className }: MarkdownProps) {
  return (
    <div className={className} data-testid="markdown">
      {children}
    </div>
  );
}
