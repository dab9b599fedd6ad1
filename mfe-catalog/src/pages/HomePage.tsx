import { lazy, Suspense, useCallback, useState } from 'react';
import { DEFAULT_TITLE, canonicalUrl, usePageMetadata } from '@sencha/ui-kit';
import { HOME_PATH } from '@sencha/shared/site-paths';
import { Skeleton, WhenNearViewport } from '@sencha/ui-kit/ui';
import { BLOG_LOADING_HEIGHT } from '../blog/blogLayout';
import { FeaturedTiles } from '../home/FeaturedTiles';
import { HeroVideo } from '../hero/HeroVideo';
import HomeCarousel from './HomeCarousel';
import { SectionBoundary } from '../home/SectionBoundary';
import { usePrefersReducedMotion } from '../home/useMediaQuery';
import type { HeroPhase } from '../hero/heroTiming';
import styles from './HomePage.module.css';

/**
 * The blog list's code, feed parser and styles: fetched as the list nears the viewport
 * (docs/architecture.md#deferred-code). If that fetch fails, the section's boundary leaves the list out.
 */
const BlogList = lazy(() =>
  import(/* webpackChunkName: "deferred-blog-list" */ '../blog/BlogList').then((module) => ({
    default: module.BlogList,
  })),
);

/**
 * Hero video, carousel, featured tiles, blog list, stacked (docs/product-rules/catalogue.md#home-page). Each data section
 * fails on its own: a malformed answer leaves out only its section. The blog list, the last section, loads as
 * it nears the viewport (docs/architecture.md#first-render): its feed and artwork are not on the way to the
 * page's first paint.
 */
export default function HomePage() {
  // `/` and `/home` are one page: search engines get one address for it.
  usePageMetadata({ title: DEFAULT_TITLE, url: canonicalUrl(HOME_PATH) });
  const reducedMotion = usePrefersReducedMotion();
  const [heroPhase, setHeroPhase] = useState<HeroPhase>('covering');
  // Once usable, the carousel stays so (a video mounted again later must not hide it under the shopper's focus).
  const onHeroPhase = useCallback(
    (next: HeroPhase) => setHeroPhase((current) => (current === 'revealed' ? current : next)),
    [],
  );
  // With reduced motion there is no intro: the final state shows at once.
  const phase = reducedMotion ? 'revealed' : heroPhase;
  return (
    <div className={styles.stage}>
      <HeroVideo onPhaseChange={onHeroPhase} />
      {/* Until the video uncovers it, what lies under the video is hidden (where script runs: its stylesheet),
          and inert until fully uncovered. */}
      <div className={styles.underHero} data-hero-phase={phase} inert={phase !== 'revealed'}>
        <SectionBoundary name="carousel">
          <HomeCarousel leadImage />
        </SectionBoundary>
      </div>
      <SectionBoundary name="featured tiles">
        <FeaturedTiles />
      </SectionBoundary>
      <SectionBoundary name="blog list">
        <WhenNearViewport height={BLOG_LOADING_HEIGHT}>
          <Suspense
            fallback={<Skeleton variant="block" height={BLOG_LOADING_HEIGHT} label="Loading blog posts…" />}
          >
            <BlogList />
          </Suspense>
        </WhenNearViewport>
      </SectionBoundary>
    </div>
  );
}
