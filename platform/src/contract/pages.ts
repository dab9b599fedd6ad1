import type { ComponentType } from 'react';
import type { NewsletterLinkAction } from '../domain/types';

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
 * The contract between the shell and the remotes: every exposed module of every remote and the props the
 * shell passes it. The shell's route table, each remote's `src/contract.ts` and its `exposes.json` are checked
 * against it by `npm run typecheck`, so a renamed expose, a wrong prop or an unknown id fails there.
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
