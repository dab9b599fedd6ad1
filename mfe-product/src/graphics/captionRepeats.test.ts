import { captionRepeats } from './captionRepeats';

const TAB =
  'Snap pea and fresh grass up front, then a brothy sweetness and a gentle, marine finish.\n\n**Notes:** Umami';

describe('captionRepeats', () => {
  it('finds a labelled caption the tab text already says', () => {
    expect(
      captionRepeats(
        'Tasting notes: Snap pea and fresh grass up front, then a brothy sweetness and a gentle, marine finish.',
        TAB,
      ),
    ).toBe(true);
    expect(captionRepeats('Notes: umami', TAB)).toBe(true);
  });

  it('keeps a caption that says something else, or only part of a word', () => {
    expect(captionRepeats('Three infusions from the same leaf.', TAB)).toBe(false);
    expect(captionRepeats('Tasting notes: Snap', 'Snapdragon honey.')).toBe(false);
    expect(captionRepeats('', TAB)).toBe(false);
    expect(captionRepeats('Tasting notes:', TAB)).toBe(false);
  });
});
