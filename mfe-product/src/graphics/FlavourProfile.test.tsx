import { screen } from '@testing-library/react';
import type { TeaItemProductImage } from '@sencha/shared/contract';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { FlavourProfile } from './FlavourProfile';

const SENTENCE = 'Snap pea and fresh grass up front, then a brothy sweetness and a gentle, marine finish.';
const graphic = (description: string, position = 3): TeaItemProductImage => ({
  url: `/images/tea/sencha-superior-flavour-${position}.png`,
  position,
  name: `Flavour graphic ${position}`,
  description,
  imageType: 'flavour-graphic',
});

describe('FlavourProfile', () => {
  it('leaves out a caption that only repeats the tab’s text, and keeps one that says more', async () => {
    renderWithShell(
      <FlavourProfile
        images={[graphic(`Tasting notes: ${SENTENCE}`), graphic('The notes, strongest first.', 4)]}
        markdown={`${SENTENCE}\n\n**Notes:** Vegetal & Grassy, Umami`}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Flavour graphic 3' })).toBeInTheDocument();
    expect(screen.queryByText(/Tasting notes/)).toBeNull();
    expect(screen.getByText('The notes, strongest first.').tagName).toBe('FIGCAPTION');
  });
});
