import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default, with the variant class', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button variant="secondary" onClick={onClick}>
          Check Shipping Options
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Check Shipping Options' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'secondary');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a router link when given `to`', () => {
    render(
      <MemoryRouter>
        <Button to="/contact">Contact Us</Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Contact Us' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveClass('button', 'primary');
  });
});
