import { DEFAULT_TITLE, usePageMetadata } from '@sencha/ui-kit';
import { BlogList } from '../components/BlogList';
import { FeaturedTiles } from '../components/FeaturedTiles';
import { HeroVideo } from '../components/HeroVideo';
import HomeCarousel from '../components/HomeCarousel';

/** Hero video, carousel, featured tiles, blog list, stacked (docs/product-rules.md#home-page). */
export default function HomePage() {
  usePageMetadata({ title: DEFAULT_TITLE });
  return (
    <>
      <HeroVideo />
      <HomeCarousel />
      <FeaturedTiles />
      <BlogList />
    </>
  );
}
