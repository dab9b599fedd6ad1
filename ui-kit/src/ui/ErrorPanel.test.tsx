import { render, screen, within } from '@testing-library/react';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it("lists every error under 'Something went wrong:' in an alert", () => {
    render(<ErrorPanel errors={['An error occurred while retrieving the tea item.', 'Second problem']} />);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText('Something went wrong:')).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'An error occurred while retrieving the tea item.',
      'Second problem',
    ]);
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorPanel errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
