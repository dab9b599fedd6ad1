import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ShellErrorBoundary } from './ShellErrorBoundary';

function Broken(): never {
  throw new Error('the layout broke');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/about">About</Link>
      <ShellErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/about" element={<h1>About</h1>} />
        </Routes>
      </ShellErrorBoundary>
    </MemoryRouter>,
  );
}

describe('ShellErrorBoundary', () => {
  it('shows a way home instead of a blank page, and tries again at the next address', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/home');
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, something went wrong')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
