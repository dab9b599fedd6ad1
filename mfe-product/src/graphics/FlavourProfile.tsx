import type { TeaItemProductImage } from '@sencha/shared/contract';
import { captionRepeats } from './captionRepeats';
import { GraphicImage } from './GraphicImage';

/**
 * The flavour graphics of the Flavour Profile tab, above the tab's own text (`markdown`): a graphic's caption
 * that only repeats that text is left out, so the tasting sentence is read once.
 */
export function FlavourProfile({
  images,
  markdown,
}: {
  images: readonly TeaItemProductImage[];
  markdown: string;
}) {
  return (
    <>
      {images.map((image) => (
        <GraphicImage
          key={`${image.position}-${image.url}`}
          image={image}
          hideCaption={captionRepeats(image.description, markdown)}
        />
      ))}
    </>
  );
}
