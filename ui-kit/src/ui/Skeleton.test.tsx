import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a busy status with a hidden label and the requested number of lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('takes a custom label, size and variant', () => {
    const { container } = render(<Skeleton variant="card" label="Loading teas" height={200} width="50%" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading teas');
    const bone = container.querySelector('[aria-hidden="true"]');
    expect(bone).toHaveClass('card');
    expect(bone).toHaveStyle({ height: '200px', width: '50%' });
  });
});
