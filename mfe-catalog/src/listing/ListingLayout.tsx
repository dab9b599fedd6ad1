import type { ReactNode } from 'react';
import type { TeaItemProductSummary } from '@sencha/shared/contract';
import { BreadcrumbsJsonLd, usePageMetadata, type Crumb } from '@sencha/ui-kit';
import { ErrorPanel, ProductGrid, Skeleton, WayOn } from '@sencha/ui-kit/ui';
import styles from './ListingLayout.module.css';

export interface ListingLayoutProps {
  /** The page's h1 text; null while it loads (a skeleton holds its place). */
  heading: string | null;
  /** The h1 when there is no name to show (an invalid slug or a failed load): every page keeps one h1. */
  fallbackHeading: string;
  headingLoading: boolean;
  errors: readonly string[];
  /** The slug is invalid or names nothing (useTeaListing): only then is the page kept out of search engines. */
  notFound: boolean;
  teas: readonly TeaItemProductSummary[] | null;
  teasLoading: boolean;
  /**
   * The heading's backdrop (the flavour banner): the heading and `subtitle` are written over it. Its picture's own
   * lettering is blurred away, so the name is shown once, as text, at a size and contrast of the page's choosing.
   */
  banner?: ReactNode;
  /** The line under the heading on the banner ('Teas with this flavour'). */
  subtitle?: string;
  /** Shown beside the heading (the tea lady). */
  aside?: ReactNode;
  /** Shown under the heading (a description). */
  intro?: ReactNode;
  /** Whether the page has an intro: its place is held by skeleton lines while it loads. */
  hasIntro?: boolean;
  /** The listing's breadcrumbs (useListingMetadata), published as JSON-LD; null while it loads. */
  crumbs: readonly Crumb[] | null;
}

/** The frame of the type, region and flavour pages: banner, heading, intro, errors, then the grid. */
export function ListingLayout({
  heading,
  fallbackHeading,
  headingLoading,
  errors,
  notFound,
  teas,
  teasLoading,
  banner,
  subtitle,
  aside,
  intro,
  hasIntro = false,
  crumbs,
}: ListingLayoutProps) {
  // A listing that could not load its name is a dead end: its own title and a way on (the red box keeps the
  // message of what failed). Only one that names nothing is kept out of search engines: a 503 during a deploy must not
  // make them drop a real page.
  const deadEnd = heading === null && !headingLoading && errors.length > 0;
  usePageMetadata(deadEnd ? { title: `${fallbackHeading} - Sencha Tea`, noindex: notFound } : null);
  const title =
    heading !== null ? (
      <h1 className={styles.title}>{heading}</h1>
    ) : headingLoading ? (
      <div className={styles.titleSkeleton}>
        <Skeleton height="2.5rem" width="60%" label="Loading…" />
      </div>
    ) : (
      <h1 className={styles.title}>{fallbackHeading}</h1>
    );
  return (
    <article className={styles.page}>
      <header className={aside ? `${styles.header} ${styles.withAside}` : styles.header}>
        <div className={styles.headingBlock}>
          {banner ? (
            <div className={styles.banner}>
              <div className={styles.bannerArt}>{banner}</div>
              <div className={styles.bannerText}>
                {title}
                {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
              </div>
            </div>
          ) : (
            title
          )}
          {headingLoading && hasIntro ? <Skeleton lines={2} label="" /> : intro}
        </div>
        {aside}
      </header>
      <ErrorPanel errors={errors} />
      {deadEnd && <WayOn />}
      {/* The grid waits for the header: a description of unknown length arriving above a grid would push it. */}
      {!headingLoading && (
        <ProductGrid products={teas} loading={teasLoading} label={heading ? `Teas: ${heading}` : 'Teas'} />
      )}
      <BreadcrumbsJsonLd crumbs={crumbs} />
    </article>
  );
}
