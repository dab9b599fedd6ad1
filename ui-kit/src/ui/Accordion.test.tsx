import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: 'brew', title: 'How do I brew sencha?', content: 'At 70°C for one minute.' },
  { id: 'ship', title: 'Do you ship overseas?', content: 'Yes, to many countries.' },
];

const header = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('opens and closes a section from its header button', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const brew = header('How do I brew sencha?');
    expect(brew).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(brew.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveStyle({ maxHeight: '0px' });

    await user.click(brew);
    expect(brew).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveStyle({ maxHeight: '1000px' });
    expect(screen.getByRole('region', { name: 'How do I brew sencha?' })).toHaveTextContent('At 70°C');

    await user.click(brew);
    expect(brew).toHaveAttribute('aria-expanded', 'false');
  });

  it("flips 'Expand All' and 'Collapse All' with the state of the sections", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} showToggleAll />);
    await user.click(header('Expand All'));
    expect(header('How do I brew sencha?')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Do you ship overseas?')).toHaveAttribute('aria-expanded', 'true');

    await user.click(header('Collapse All'));
    expect(header('How do I brew sencha?')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Do you ship overseas?')).toHaveAttribute('aria-expanded', 'false');

    // Opening every section by hand also turns the button into 'Collapse All'.
    await user.click(header('How do I brew sencha?'));
    expect(header('Expand All')).toBeInTheDocument();
    await user.click(header('Do you ship overseas?'));
    expect(header('Collapse All')).toBeInTheDocument();
  });

  it('honours defaultOpen and the animation duration', () => {
    render(<Accordion items={items} defaultOpen={['ship']} durationMs={200} />);
    const ship = header('Do you ship overseas?');
    expect(ship).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(ship.getAttribute('aria-controls') ?? '')).toHaveStyle({
      transitionDuration: '200ms',
    });
    expect(screen.queryByRole('button', { name: /Expand All|Collapse All/ })).not.toBeInTheDocument();
  });
});
