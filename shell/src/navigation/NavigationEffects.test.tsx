import { StrictMode } from 'react';
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

afterEach(() => jest.mocked(scrollToTop).mockReset());

describe('NavigationEffects', () => {
  it('scrolls to the top on each navigation, but not on the page load', async () => {
    const follow = openWithLinkTo('/home', '/about', 'About');
    expect(scrollToTop).not.toHaveBeenCalled();
    expect(document.title).toBe('Sencha Tea - True Teas for Masters');
    await follow();
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('does not take StrictMode’s second run of its effect on the page load for a navigation', () => {
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/home']}>
          <NavigationEffects />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  it('stops a scroll still under way when the next navigation starts', async () => {
    const stopFirst = jest.fn();
    const stopSecond = jest.fn();
    jest.mocked(scrollToTop).mockReturnValueOnce(stopFirst).mockReturnValueOnce(stopSecond);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Link to="/about">About</Link>
        <Link to="/faq">FAQ</Link>
        <NavigationEffects />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(stopFirst).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(stopFirst).toHaveBeenCalledTimes(1);
    expect(scrollToTop).toHaveBeenCalledTimes(2);
    expect(stopSecond).not.toHaveBeenCalled();
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
