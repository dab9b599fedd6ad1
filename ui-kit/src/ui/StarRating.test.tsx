import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRating } from './StarRating';

function Interactive({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      value={value}
      label="Your rating"
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe('StarRating', () => {
  it('read-only: announces n/5 and shows it only with showValue', () => {
    const { rerender } = render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: '4/5' })).toBeInTheDocument();
    expect(screen.queryByText('4/5')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    rerender(<StarRating value={4} showValue />);
    expect(screen.getByText('4/5')).toBeInTheDocument();
  });

  it('read-only: fills each star up to the value, part of one for a fraction', () => {
    const { container } = render(<StarRating value={3.5} />);
    const fills = [...container.querySelectorAll<HTMLElement>('.fill')].map((fill) => fill.style.width);
    expect(fills).toEqual(['100%', '100%', '100%', '50%', '0%']);
  });

  it('interactive: a radio group of five labelled stars', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Interactive onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);

    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('interactive: arrow keys move the rating and the focus', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Interactive onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });
});
