import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@sencha/ui-kit/testing';
import { productFixture } from '../test/fixtures';
import { Gallery } from './Gallery';
import { galleryImages } from '@sencha/shared/tea-item-images';

const images = galleryImages(productFixture());

describe('Gallery', () => {
  it('shows the lowest position image first and switches on thumbnail click', async () => {
    const user = userEvent.setup();
    renderWithShell(<Gallery images={images} productName="Sencha" />);
    const trigger = screen.getByRole('button', { name: /Open full-screen image/ });
    expect(trigger.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/images/a.png'));
    await user.click(screen.getByRole('button', { name: 'Show image 2: The dry leaf' }));
    expect(
      screen.getByRole('button', { name: /Open full-screen image/ }).querySelector('img'),
    ).toHaveAttribute('src', expect.stringContaining('/images/b.png'));
  });

  it('requests the main image first, at the width its slot needs from the bounded list', async () => {
    renderWithShell(<Gallery images={images} productName="Sencha" />);
    const main = screen.getByRole('button', { name: /Open full-screen image/ }).querySelector('img');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const candidates = (main?.getAttribute('srcset') ?? '').split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['300w', '512w', '800w', '1200w']);
    for (const candidate of candidates) expect(candidate).toContain('/images/a.png');
    expect(main).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    // Held until the page has painted (ProductImage holdUntilPainted; product-tea-item.spec.ts checks the order).
    const list = screen.getByRole('list', { name: 'Choose an image' });
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(images.length));
    for (const thumbnail of list.querySelectorAll('img'))
      expect(thumbnail).toHaveAttribute('fetchpriority', 'low');
  });

  it('opens the lightbox with Enter, traps focus, closes on Escape and restores focus', async () => {
    const user = userEvent.setup();
    renderWithShell(<Gallery images={images} productName="Sencha" />);
    const trigger = screen.getByRole('button', { name: /Open full-screen image/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close full-screen image' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes the lightbox with its close button', async () => {
    const user = userEvent.setup();
    renderWithShell(<Gallery images={images} productName="Sencha" />);
    await user.click(screen.getByRole('button', { name: /Open full-screen image/ }));
    await user.click(screen.getByRole('button', { name: 'Close full-screen image' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('zooms only while hovering in zoom mode, around the pointer', async () => {
    const user = userEvent.setup();
    renderWithShell(<Gallery images={images} productName="Sencha" />);
    await user.click(screen.getByRole('button', { name: 'Hover zoom: off' }));
    const zoom = screen.getByTestId('zoom-image');
    expect(screen.queryByRole('button', { name: /Open full-screen image/ })).not.toBeInTheDocument();
    zoom.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.mouseMove(zoom, { clientX: 50, clientY: 75 });
    expect(zoom).toHaveAttribute('data-zoom-active', 'true');
    expect(screen.getByTestId('zoom-lens').style.backgroundPosition).toBe('25% 75%');
    fireEvent.mouseLeave(zoom);
    expect(zoom).toHaveAttribute('data-zoom-active', 'false');
    await user.click(screen.getByRole('button', { name: 'Hover zoom: on' }));
    expect(screen.getByRole('button', { name: /Open full-screen image/ })).toBeInTheDocument();
  });
});
