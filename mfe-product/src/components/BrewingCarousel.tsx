import type { TeaItemProductImage } from '@sencha/platform';
import { Carousel } from '@sencha/ui-kit/ui';
import { GraphicImage } from './GraphicImage';

/** The brewing graphics, one at a time, wrapping at both ends, with arrows and dots. */
export function BrewingCarousel({ images }: { images: readonly TeaItemProductImage[] }) {
  if (images.length === 0) return null;
  return (
    <Carousel
      items={images}
      label="Brewing instructions"
      showDots
      getKey={(image) => `${image.position}-${image.url}`}
      renderItem={(image) => <GraphicImage image={image} />}
    />
  );
}
