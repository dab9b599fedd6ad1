import type { ComponentType } from 'react';
import type { NewsletterLinkAction } from '@sencha/shared/contract';

/** A page that takes nothing from the route table (it reads its own URL parameters). */
export type NoProps = Record<string, never>;

/** The type list routes with a fixed slug (/matcha-tea, /herbal-tea, /tea-wares) pass it as a prop. */
export interface FixedSlugProps {
  slug?: string;
}

/** The newsletter's link pages: which e-mail link was followed (the page asks before it acts). */
export interface NewsletterConsentProps {
  action: NewsletterLinkAction;
}

/**
 * The contract between the shell and the remotes: every exposed module of every remote and the props its routes
 * pass it. Each remote's `src/contract.ts` and its `exposes.json` are checked against it by `npm run typecheck`,
 * so a renamed expose or a wrong prop type fails there; the routes themselves are the remote's (`pages.json`).
 * Changing it changes the platform contract: raise @sencha/platform's version (docs/architecture.md).
 */
export interface RemotePageContract {
  catalog: {
    HomePage: NoProps;
    TeaTypePage: FixedSlugProps;
    TeaRegionPage: NoProps;
    TeaFlavourPage: NoProps;
    SearchPage: NoProps;
    HomeCarousel: NoProps;
  };
  product: { TeaItemPage: NoProps; TeaItemListPage: NoProps };
  cartCheckout: { CartPage: NoProps; CheckoutPage: NoProps; CheckoutStatusPage: NoProps };
  orders: { OrderStatusPage: NoProps };
  content: {
    AboutPage: NoProps;
    FaqPage: NoProps;
    ContactPage: NoProps;
    PrivacyPolicyPage: NoProps;
    TermsOfServicePage: NoProps;
    RefundsPolicyPage: NoProps;
    VulnerabilityDisclosurePage: NoProps;
    NotFoundPage: NoProps;
    NotImplementedPage: NoProps;
    MaintenancePage: NoProps;
    ComingSoonPage: NoProps;
    NewsletterConsentPage: NewsletterConsentProps;
  };
}

export type RemoteName = keyof RemotePageContract;
export type ExposedPageName<R extends RemoteName> = keyof RemotePageContract[R] & string;

/** '<remote>/<ExposedModule>', as `loadRemote` takes it. */
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ExposedPageName<R>}` }[RemoteName];

export type RemotePagePropsOf<Id extends RemoteModuleId> = Id extends `${infer R}/${infer P}`
  ? R extends RemoteName
    ? P extends keyof RemotePageContract[R]
      ? RemotePageContract[R][P]
      : never
    : never
  : never;

/** The page components a remote exposes, each taking the props of the contract. */
export type RemotePages<R extends RemoteName> = {
  [P in ExposedPageName<R>]: ComponentType<RemotePageContract[R][P]>;
};

type ExposeKey<R extends RemoteName> = `./${ExposedPageName<R>}`;

/**
 * A remote's webpack `exposes` map, checked both ways: `{ unknown: ... }` or `{ missing: ... }` in a type
 * error names the expose that is not in the contract, or the page of the contract that is not exposed.
 */
export type CheckedExposes<R extends RemoteName, E> = [Exclude<keyof E, ExposeKey<R>>] extends [never]
  ? [Exclude<ExposeKey<R>, keyof E>] extends [never]
    ? E
    : { missing: Exclude<ExposeKey<R>, keyof E> }
  : { unknown: Exclude<keyof E, ExposeKey<R>> };

/**
 * How a placeholder of a first read's path is filled and checked: a slug the shop would accept, or an id as the
 * API issues them (a UUID). Any other rule makes the shell ignore the page's declaration.
 */
export type PageReadParamRule = 'slug' | 'uuid';

/**
 * One API read a page starts with, as its remote declares it in its `pages.json` (emitted into its
 * `mf-manifest.json` as `metaData.pages`): a same-origin path template under `/api/` whose `{name}` placeholders
 * are whole segments, each with its rule. By default they are filled from the route's parameters (with the
 * route's fixed props over them); with `from: 'storedCart'`, from each line of the stored cart, at most `max`
 * of them (docs/architecture.md#boot).
 */
export interface PageFirstRead {
  path: string;
  params?: Partial<Record<string, PageReadParamRule>>;
  from?: 'route' | 'storedCart';
  max?: number;
}

/**
 * Which largest image the boot script preloads from a first read's answer (`read`, its index in `reads`): the
 * tea item gallery's main image, or a listing's first card. The rules themselves are the shell's copy of
 * `tea-item-images`; a remote picks one by name.
 */
export interface PageLeadImage {
  rule: 'tea-item-gallery' | 'first-card';
  read: number;
}

/**
 * A route of a page, as its remote declares it (docs/architecture.md#routes): lower-case words and `:params`,
 * fixed props for this path, and old paths that redirect to it with the same params.
 */
export interface PageRoute {
  path: string;
  props?: Record<string, string>;
  aliases?: string[];
}

/**
 * A page's routes, and what the shell may start for it before its code has run (docs/architecture.md#boot).
 */
export interface PageDeclaration {
  routes?: PageRoute[];
  /** The catalog's home carousel is composed below the page, in its own area. */
  withCarousel?: true;
  /**
   * When that carousel is the page's lead content, near its top, so that its first tiles can be its largest
   * paint and are loaded eagerly (docs/architecture.md#images-and-fonts): `whenCartEmpty`, while the shopper's
   * cart is empty (the empty cart is a short page).
   */
  carouselLeads?: 'whenCartEmpty';
  reads?: PageFirstRead[];
  /** The page renders a read that has already arrived in its first render (`useResource`'s `ready`). */
  ready?: boolean;
  /**
   * The page is rendered in the browser only: what it shows depends on the shopper's cart or a private order
   * (docs/server-rendering.md#each-area-on-its-own). A page that reads the stored cart is, without saying so.
   */
  browserOnly?: true;
  leadImage?: PageLeadImage;
}

/** A remote's pages.json: a declaration per exposed page, by its exposed name. */
export type PageDeclarations<R extends RemoteName> = Partial<Record<ExposedPageName<R>, PageDeclaration>>;
