import { screen } from '@testing-library/react';
import { comingSoon, outOfStock, productSummary, renderWithShell } from '../testing';
import { ProductSummaryCard, availabilityBadge } from './ProductSummaryCard';

describe('ProductSummaryCard', () => {
  it('links the image (800 wide), the name and the price to /tea-item/{slug}', () => {
    renderWithShell(<ProductSummaryCard product={productSummary('sencha-100g', 'Sencha', 18.5)} />);
    const link = screen.getByRole('link', { name: /Sencha/ });
    expect(link).toHaveAttribute('href', '/tea-item/sencha-100g');
    expect(screen.getByRole('article')).toContainElement(link);
    expect(screen.getByRole('heading', { level: 2, name: 'Sencha' })).toBeInTheDocument();
    expect(link).toHaveTextContent('$18.50');
    const image = screen.getByRole('img', { name: 'Sencha' });
    expect(image).toHaveAttribute('src', expect.stringContaining('width=800'));
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when eager', () => {
    renderWithShell(<ProductSummaryCard product={productSummary('a', 'A')} eager />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'eager');
  });

  it.each([
    ['Out of stock', outOfStock(productSummary('a', 'A'))],
    ['Coming Soon', comingSoon(productSummary('a', 'A'))],
    ['Coming Soon', { ...productSummary('a', 'A'), onSaleFrom: '2999-01-01T00:00:00Z', stock: 0 }],
  ])("shows '%s' for a product that cannot be bought now", (badge, overrides) => {
    renderWithShell(<ProductSummaryCard product={{ ...productSummary('a', 'A'), ...overrides }} />);
    expect(screen.getByRole('link', { name: /A/ })).toHaveTextContent(badge);
  });

  it('has no badge for a product on sale and in stock', () => {
    expect(availabilityBadge(productSummary('a', 'A'))).toBeNull();
    renderWithShell(<ProductSummaryCard product={productSummary('a', 'A')} />);
    expect(screen.getByRole('link', { name: /A/ })).not.toHaveTextContent(/Out of stock|Coming Soon/);
  });
});
