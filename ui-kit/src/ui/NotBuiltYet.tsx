import { usePageMetadata } from '../meta/usePageMetadata';

export interface NotBuiltYetProps {
  area: string;
  /** The page's browser tab title (pages own their titles: docs/product-rules.md#page-titles). */
  title: string;
}

/** An honest placeholder for a page whose team has not shipped it yet. */
export function NotBuiltYet({ area, title }: NotBuiltYetProps) {
  usePageMetadata({ title });
  return (
    <section
      aria-labelledby="not-built-yet"
      style={{ padding: 'var(--st-space-7) var(--st-space-4)', textAlign: 'center' }}
    >
      <h1 id="not-built-yet">{area}</h1>
      <p>This part of the shop is being built. Please check back soon.</p>
    </section>
  );
}
