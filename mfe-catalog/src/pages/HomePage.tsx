import { DEFAULT_TITLE, usePageMetadata } from '@sencha/ui-kit';
import { BlogList } from '../components/BlogList';
import { FeaturedTiles } from '../components/FeaturedTiles';
import { HeroVideo } from '../components/HeroVideo';
import HomeCarousel from '../components/HomeCarousel';
import { SectionBoundary } from '../components/SectionBoundary';

/**
 * Hero video, carousel, featured tiles, blog list, stacked (docs/product-rules.md#home-page). Each data section
 * fails on its own: a malformed answer leaves out only its section.
 */
export default function HomePage() {
  usePageMetadata({ title: DEFAULT_TITLE });
  return (
    <>
      <HeroVideo />
      <SectionBoundary name="carousel">
        <HomeCarousel />
      </SectionBoundary>
      <SectionBoundary name="featured tiles">
        <FeaturedTiles />
      </SectionBoundary>
      <SectionBoundary name="blog list">
        <BlogList />
      </SectionBoundary>
    </>
  );
}
