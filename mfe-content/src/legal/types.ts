/** One titled section of a legal document; `body` is markdown (no raw HTML, no headings above h3). */
export interface LegalSection {
  /** In-page anchor, stable so that links to a section keep working when its wording changes. */
  id: string;
  heading: string;
  body: string;
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) the text last changed. */
  lastUpdated: string;
  /** Optional lead paragraph in markdown, shown before the contents. */
  intro?: string;
  sections: LegalSection[];
}

/** Addresses come from the runtime config, so the texts are built at render time rather than at import. */
export interface ContactDetails {
  supportEmail: string;
  ordersEmail: string;
}
