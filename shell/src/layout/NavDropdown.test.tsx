import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installPointerEvent, renderWithShell } from '@sencha/ui-kit/testing';
import type { MenuSection } from '../menu/menuSections';
import { NavDropdown } from './NavDropdown';

const section: MenuSection = {
  id: 'matcha',
  label: 'Matcha',
  links: [
    { label: 'All Matcha', to: '/matcha-tea' },
    { label: 'Ceremonial', to: '/matcha-tea/ceremonial' },
  ],
};

installPointerEvent();

/** A desktop with a mouse: the media queries NavDropdown asks answer as a 1280px screen would. */
function desktopWithMouse() {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
  })) as unknown as typeof window.matchMedia;
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ul>
      <NavDropdown section={section} open={open} onToggle={setOpen} onNavigate={() => setOpen(false)} />
      <li>
        <a href="#next">Next</a>
      </li>
    </ul>
  );
}

const trigger = () => screen.getByRole('button', { name: /Matcha/ });

const herbal: MenuSection = {
  id: 'herbal',
  label: 'Herbal Tea',
  links: [{ label: 'All Herbal Tea', to: '/herbal-tea' }],
};

/** A phone: no media query for the desktop menu matches. */
function phone() {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
  })) as unknown as typeof window.matchMedia;
}

/** Two sections with one open at a time, as the top navigation holds them. */
function Accordion() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul>
      {[section, herbal].map((each) => (
        <NavDropdown
          key={each.id}
          section={each}
          open={openId === each.id}
          onToggle={(open) => setOpenId(open ? each.id : null)}
          onNavigate={() => setOpenId(null)}
        />
      ))}
    </ul>
  );
}

describe('NavDropdown', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('says it is expanded while a hover shows it, and closes when the pointer leaves', () => {
    desktopWithMouse();
    renderWithShell(<Harness />);
    const item = trigger().closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen, though the pointer still rests on it', async () => {
    desktopWithMouse();
    const user = userEvent.setup();
    renderWithShell(<Harness />);
    fireEvent.pointerEnter(trigger().closest('li') as HTMLElement, { pointerType: 'mouse' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Ceremonial' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a hover-opened menu open on a mouse click of its button', () => {
    desktopWithMouse();
    renderWithShell(<Harness />);
    fireEvent.pointerEnter(trigger().closest('li') as HTMLElement, { pointerType: 'mouse' });
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('on the phone, keeps a section open while a tap on the next one focuses it, so that tap’s click lands', () => {
    phone();
    renderWithShell(<Accordion />);
    const herbalButton = screen.getByRole('button', { name: /Herbal Tea/ });
    act(() => trigger().focus());
    fireEvent.click(trigger(), { detail: 1 });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    // A tap focuses the button under the finger on touching it, before its click: until that click, nothing
    // above the button may collapse.
    act(() => herbalButton.focus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Ceremonial' })).toBeInTheDocument();
    fireEvent.click(herbalButton, { detail: 1 });
    expect(herbalButton).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on the phone, still closes a section when focus leaves for anything but another section’s button', async () => {
    phone();
    const user = userEvent.setup();
    renderWithShell(<Harness />);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Next' }).focus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, closes when focus moves on, and Escape returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithShell(<Harness />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'All Matcha' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
