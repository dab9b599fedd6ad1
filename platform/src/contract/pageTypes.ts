// What only the page has: toasts, the flags' evaluation context and a page's metadata.

export type AlertType = 'success' | 'error' | 'info' | 'warning' | 'cart';

export interface Alert {
  title: string;
  /** Markdown. */
  description: string;
  type: AlertType;
  /** Milliseconds; 0 or less stays until closed. */
  duration?: number;
  thumbnailUrl?: string;
  /** Where the alert leads when clicked (the cart alert links to /cart). */
  link?: string;
}

export type DeviceType = 'mobile' | 'desktop';
export type BrowserName = 'chrome' | 'edge' | 'firefox' | 'safari' | 'unknown';

export interface FeatureFlagContext {
  url: string;
  path: string;
  host: string;
  query: string;
  deviceType: DeviceType;
  browser: BrowserName;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/** What a page tells search engines and share previews (docs/product-rules.md#search-engines). */
export interface PageMetadata {
  title: string;
  description?: string;
  image?: string;
  /** The canonical URL (absolute); default: the shop's origin plus the current path. */
  url?: string;
  /** Open Graph type; default 'website'. */
  type?: 'website' | 'product';
  /** A page of a shopper's own (cart, order) or a dead end (not found): kept out of search results. */
  noindex?: boolean;
}
