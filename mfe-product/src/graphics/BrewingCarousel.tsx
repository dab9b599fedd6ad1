import type { TeaItemProductImage } from '@sencha/shared/contract';
import { Carousel } from '@sencha/ui-kit/ui';
import { GraphicImage } from './GraphicImage';

/**
 * The brewing graphics, one at a time, wrapping at both ends, with arrows and dots. On phones the arrows go
 * under the graphic, whose text is legible there only at a width it scrolls in (GraphicImage).
 */
export function BrewingCarousel({ images }: { images: readonly TeaItemProductImage[] }) {
  if (images.length === 0) return null;
  return (
    <Carousel
      items={images}
      label="Brewing instructions"
      showDots
      phoneArrows="below"
      getKey={(image) => `${image.position}-${image.url}`}
      renderItem={(image) => <GraphicImage image={image} legibleOnPhones />}
    />
  );
}
