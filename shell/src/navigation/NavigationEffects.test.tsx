import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { NavigationEffects } from './NavigationEffects';
import { scrollToTop } from './scrollToTop';

jest.mock('./scrollToTop', () => ({ scrollToTop: jest.fn() }));

describe('NavigationEffects', () => {
  it('scrolls to the top on each navigation, but not on the page load', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Link to="/about">About</Link>
        <NavigationEffects />
      </MemoryRouter>,
    );
    expect(scrollToTop).not.toHaveBeenCalled();
    expect(document.title).toBe('Sencha Tea - True Teas for Masters');
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('drops the boot script’s ready answers at the first navigation, not on the page load', async () => {
    const expireReady = jest.fn();
    window.senchaBoot = { take: () => undefined, expireReady };
    try {
      render(
        <MemoryRouter initialEntries={['/tea-item/sencha-superior-100g']}>
          <Link to="/cart">Cart</Link>
          <NavigationEffects />
        </MemoryRouter>,
      );
      expect(expireReady).not.toHaveBeenCalled();
      await userEvent.setup().click(screen.getByRole('link', { name: 'Cart' }));
      expect(expireReady).toHaveBeenCalledTimes(1);
    } finally {
      delete window.senchaBoot;
    }
  });
});
