import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ActiveAlert } from '@sencha/platform';
import { ToastView } from './ToastView';

jest.mock('../markdown/Markdown', () => ({ Markdown: jest.requireActual('./markdownStub').MarkdownStub }));

const cartAlert: ActiveAlert = {
  id: 1,
  visible: true,
  type: 'cart',
  title: 'Sencha added to cart!',
  description: 'Sencha (x2) has been added to your cart',
  thumbnailUrl: '/img/sencha.png',
  link: '/cart',
};

function renderToast(alert: ActiveAlert, onClose = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/tea-item/sencha']}>
      <Routes>
        <Route path="/cart" element={<h1>Cart page</h1>} />
        <Route path="*" element={<ToastView alert={alert} onClose={onClose} />} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

describe('ToastView', () => {
  it('shows title, markdown description and a 70 px thumbnail as a polite status', () => {
    renderToast(cartAlert);
    const toast = screen.getByRole('status');
    expect(toast).toHaveClass('cart');
    expect(toast).not.toHaveClass('hiding');
    expect(screen.getByText('Sencha added to cart!')).toBeInTheDocument();
    expect(screen.getByTestId('markdown')).toHaveTextContent('Sencha (x2) has been added to your cart');
    const thumbnail = toast.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/img/sencha.png');
    expect(thumbnail).toHaveAttribute('width', '70');
  });

  it('links the whole content when the alert has a link, and closes on follow', async () => {
    const user = userEvent.setup();
    const onClose = renderToast(cartAlert);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('Sencha added to cart!');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
  });

  it('has a close button and no link without one', async () => {
    const user = userEvent.setup();
    const onClose = renderToast({
      id: 2,
      visible: true,
      type: 'info',
      title: 'Shipping Services Updated',
      description: '',
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(['error', 'warning'] as const)('interrupts as an alert for %s', (type) => {
    renderToast({ id: 3, visible: true, type, title: 'Subscription Failed', description: 'Try again' });
    expect(screen.getByRole('alert')).toHaveClass(type);
  });

  it('slides out while hiding', () => {
    renderToast({ ...cartAlert, visible: false });
    expect(screen.getByRole('status')).toHaveClass('hiding');
  });
});
