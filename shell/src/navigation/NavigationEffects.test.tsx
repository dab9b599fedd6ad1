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
});
