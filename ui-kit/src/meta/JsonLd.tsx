/**
 * A schema.org JSON-LD document, rendered where the page renders it: in the server's HTML for a reader that runs
 * no script, kept as it is when the page is made live, and gone with the page (docs/server-rendering.md#page-metadata).
 * A data block is never run, so the CSP's `script-src` does not apply to it; `<` is escaped so that no text in
 * the data (a product's description) can end the element early. Nothing while the data it describes loads.
 */
export function JsonLd({ data, id }: { data: object | null; id: string }) {
  if (data === null) return null;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: json }} />;
}
