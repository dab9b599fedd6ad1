import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { NavigationEffects } from './NavigationEffects';
import { scrollToTop } from './scrollToTop';

jest.mock('./scrollToTop', () => ({ scrollToTop: jest.fn() }));

/** Opens `from` with a link to `to` beside the effects; returns the click that follows it. */
function openWithLinkTo(from: string, to: string, name: string) {
  render(
    <MemoryRouter initialEntries={[from]}>
      <Link to={to}>{name}</Link>
      <NavigationEffects />
    </MemoryRouter>,
  );
  return () => userEvent.setup().click(screen.getByRole('link', { name }));
}

describe('NavigationEffects', () => {
  it('scrolls to the top on each navigation, but not on the page load', async () => {
    const follow = openWithLinkTo('/home', '/about', 'About');
    expect(scrollToTop).not.toHaveBeenCalled();
    expect(document.title).toBe('Sencha Tea - True Teas for Masters');
    await follow();
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('drops the boot script’s ready answers at the first navigation, not on the page load', async () => {
    const expireReady = jest.fn();
    window.senchaBoot = { take: () => undefined, expireReady };
    try {
      const follow = openWithLinkTo('/tea-item/sencha-superior-100g', '/cart', 'Cart');
      expect(expireReady).not.toHaveBeenCalled();
      await follow();
      expect(expireReady).toHaveBeenCalledTimes(1);
    } finally {
      delete window.senchaBoot;
    }
  });
});
