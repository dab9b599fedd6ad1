/**
 * Domain types of the storefront: the wire shapes the API serves (api/src/wire.ts imports them) and the
 * remotes read. Renaming a field changes the API's JSON too.
 */

export type Slug = string;

export interface NamedSlug {
  name: string;
  slug: Slug;
}

export interface TeaType extends NamedSlug {
  /** Illustration for the type's listing page. */
  imageUrl?: string;
}

export interface TeaRegion extends NamedSlug {
  /** Markdown. */
  description: string;
  imageUrl?: string;
}

export interface TeaFlavour extends NamedSlug {
  /** Markdown. */
  description: string;
  imageUrl?: string;
}

export interface MainMenu {
  teaTypes: NamedSlug[];
  tisaneTypes: NamedSlug[];
  matchaTypes: NamedSlug[];
  teaFlavours: NamedSlug[];
  teaAccessories: NamedSlug[];
}

export type TeaItemProductImageType = 'product' | 'flavour-graphic' | 'brewing-graphic';

export interface TeaItemProductImage {
  url: string;
  position: number;
  name: string;
  description: string;
  imageType: TeaItemProductImageType;
}

/** The tea a product belongs to: its form, type, region, flavours and all of its products (sizes). */
export interface TeaItem {
  name: string;
  slug: Slug;
  /** e.g. 'loose-leaf', 'powder', 'teabag', 'teaware'. */
  form: string;
  /** Markdown following the description convention (docs/product-rules.md#description-markdown). */
  description: string;
  teaType: NamedSlug | null;
  teaRegion: NamedSlug | null;
  flavours: NamedSlug[];
  teaItemProducts: TeaItemProductSummary[];
}

/** What a listing grid and a product summary card need. */
export interface TeaItemProductSummary {
  id: number;
  slug: Slug;
  name: string;
  /** AUD, shown as is (for example 18.5). */
  price: number;
  weight: number;
  stock: number;
  imageURL: string;
  /** ISO date; a product with a future (or no) on-sale date is not purchasable yet ('Coming Soon'). */
  onSaleFrom: string | null;
}

export interface TeaItemProduct extends TeaItemProductSummary {
  /** Markdown following the description convention. */
  description: string;
  teaItemProductImages: TeaItemProductImage[];
  teaItem: TeaItem;
}

export interface CarouselItem {
  name: string;
  image: string;
  slug: Slug;
}

export interface FeaturedTile {
  name: string;
  image: string;
  link: string;
  bgcolor: string;
  textcolor: string;
}

export interface BlogPost {
  title: string;
  link: string;
  pubDate: string;
  description: string;
  imageUrl: string;
}

export interface Faq {
  question: string;
  /** Markdown. */
  answer: string;
  position: number;
}

export interface DeliveryState {
  state: string;
  createdAt: string;
}

export interface OrderLineItem {
  name: string;
  slug: Slug;
  imageUrl: string;
  productQuantity: number;
  /** Cents. */
  unitPrice: number;
}

export interface ShippingDetail {
  serviceName: string;
  /** Shown as is, not divided by 100. */
  cost: number;
}

export interface OrderReview {
  starRating: number;
  reviewText: string;
  approvedDate: string | null;
}

export interface Order {
  id: string;
  createdAt: string;
  /** Cents. */
  totalAmount: number;
  /** Cents. */
  discountAmount: number;
  /** Newest first. */
  deliveryStates: DeliveryState[];
  orderLineItems: OrderLineItem[];
  shippingDetail: ShippingDetail | null;
  orderReview: OrderReview | null;
}

export interface PostalAddress {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface ShippingAddress {
  name: string;
  address: PostalAddress;
}

export interface AddressVerificationResult {
  addressComplete: boolean;
  hasUnconfirmedComponents: boolean;
}

export interface ShippingServiceOption {
  serviceCode: string;
  serviceName: string;
  name?: string;
  deliveryTime: string;
  description: string;
  /** AUD, as is. */
  price: number;
}

export interface CartItem {
  /** Product id, or slug when there is none. */
  id: string;
  name: string;
  slug?: Slug;
  /** First image. */
  imageUrl: string;
  /** AUD, shown as is. */
  price: number;
  quantity: number;
  /** Units in stock when the line was last added or checked: no line goes above it. */
  stock?: number;
}

export interface Cart {
  items: CartItem[];
  totalAmount: number;
  shippingAddress?: ShippingAddress;
  shippingService?: ShippingServiceOption;
}

export interface ValidationStatus {
  status: 'success' | string;
  message: string;
}

export interface CartValidationResult {
  items: Record<string, string[]>;
  totalAmount: ValidationStatus;
  /** Present when the address is missing, incomplete or not shippable. */
  shippingAddress?: ValidationStatus;
  /** Present when no service is chosen, or the chosen one is not offered (or costs more) for this cart. */
  shippingService?: ValidationStatus;
}

export interface CheckoutSession {
  status: 'open' | string;
  customer_email: string | null;
  customer_details?: { email: string | null } | null;
  orderId: string | null;
  sessionId: string;
}

/** What POST /api/checkout/session answers: what the front end needs to mount the payment form. */
export interface CheckoutSessionCreated {
  sessionId: string;
  provider: 'stripe' | 'sandbox';
  /** Stripe: the Embedded Checkout's client secret. */
  clientSecret: string | null;
  /** Sandbox: the embedded card form's address, for an iframe. */
  url: string | null;
  expiresAt: string;
}

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

/** Where a The First Steep sign-up was made: recorded with the consent (docs/product-rules.md#newsletter). */
export type NewsletterSource = 'footer' | 'coming-soon' | 'not-found' | 'tea-item-coming-soon';

/** What a newsletter e-mail link does (its storefront page asks before it acts). */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

export interface NewsletterForm {
  email: string;
  source?: NewsletterSource;
}

/** The contact form; its rules and messages are ui-kit's validation/contactForm.ts (form and API share them). */
export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
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

export interface ImageTransformOptions {
  width?: number;
  height?: number;
  format?: 'auto' | 'avif' | 'webp' | 'jpeg' | 'png';
  /** Cloudflare's fit; 'pad' letterboxes into width x height (share images). */
  fit?: 'scale-down' | 'contain' | 'cover' | 'crop' | 'pad';
}

export const FLAVOUR_BANNER_SLUGS = [
  'sweet-honey',
  'fruity',
  'floral',
  'malty-chocolate',
  'roasty',
  'nutty',
  'umami',
  'mineral',
  'earthy-woody',
  'smokey',
  'spice',
  'marine-seaweed',
  'vegetal-grassy',
  'smooth-creamy',
] as const;
export type FlavourBannerSlug = (typeof FLAVOUR_BANNER_SLUGS)[number];

/** A search filter's option (docs/product-rules.md#search): how many teas it would show with the other filters. */
export interface SearchFacetOption {
  slug: string;
  name: string;
  count: number;
}

/** GET /api/search: one card per tea item, the total and each filter's options. */
export interface SearchResults {
  query: string;
  /** The query with misspelt words corrected (their teas are included), or null. */
  didYouMean: string | null;
  total: number;
  teas: TeaItemProductSummary[];
  facets: {
    types: SearchFacetOption[];
    regions: SearchFacetOption[];
    flavours: SearchFacetOption[];
    availability: SearchFacetOption[];
  };
}

/** GET /api/search/suggest: what the search box offers as one types. */
export interface SearchSuggestions {
  query: string;
  didYouMean: string | null;
  teas: TeaItemProductSummary[];
  types: NamedSlug[];
  regions: NamedSlug[];
  flavours: NamedSlug[];
}
