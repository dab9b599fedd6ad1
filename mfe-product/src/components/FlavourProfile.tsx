import type { TeaItemProductImage } from '@sencha/platform';
import { GraphicImage } from './GraphicImage';

export function FlavourProfile({ images }: { images: readonly TeaItemProductImage[] }) {
  return (
    <>
      {images.map((image) => (
        <GraphicImage key={`${image.position}-${image.url}`} image={image} />
      ))}
    </>
  );
}
