/** The parcel a cart makes: what Australia Post prices (docs/shipping.md#the-parcel). */
export interface Parcel {
  /** Contents plus packaging, grams. */
  weightGrams: number;
  /** Box size, centimetres (the domestic PAC call needs them). */
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** A box, its padding and tape: 150 g plus 5 percent of the contents. */
export function packagingGrams(contentsGrams: number): number {
  return 150 + Math.ceil(contentsGrams * 0.05);
}

/** Australia Post's standard boxes, smallest first: the first that takes the weight. */
const BOXES: readonly { upToGrams: number; size: [number, number, number] }[] = [
  { upToGrams: 1000, size: [22, 16, 8] },
  { upToGrams: 3000, size: [31, 23, 10] },
  { upToGrams: 5000, size: [40, 20, 18] },
  { upToGrams: Number.POSITIVE_INFINITY, size: [43, 31, 27] },
];

export function parcelFor(contentsGrams: number): Parcel {
  const weightGrams = contentsGrams + packagingGrams(contentsGrams);
  const box = BOXES.find((b) => weightGrams <= b.upToGrams) ?? BOXES[BOXES.length - 1]!;
  const [lengthCm, widthCm, heightCm] = box.size;
  return { weightGrams, lengthCm, widthCm, heightCm };
}
