import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, snapImageWidth } from './imageWidths';

describe('snapImageWidth', () => {
  it('keeps listed widths', () => {
    for (const width of IMAGE_WIDTHS) expect(snapImageWidth(width)).toBe(width);
  });

  it('snaps up to the next listed width, and down to the largest', () => {
    expect(snapImageWidth(1)).toBe(70);
    expect(snapImageWidth(71)).toBe(140);
    expect(snapImageWidth(513)).toBe(600);
    expect(snapImageWidth(99_999)).toBe(MAX_IMAGE_WIDTH);
  });

  it('gives no width for nothing, zero or nonsense', () => {
    expect(snapImageWidth(undefined)).toBeUndefined();
    expect(snapImageWidth(0)).toBeUndefined();
    expect(snapImageWidth(Number.NaN)).toBeUndefined();
  });

  it('is sorted and unique', () => {
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...new Set(IMAGE_WIDTHS)]);
  });
});
