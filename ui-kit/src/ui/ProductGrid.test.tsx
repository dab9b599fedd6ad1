import { screen, within } from '@testing-library/react';
import { outOfStock, productSummary, renderWithShell } from '../testing';
import { ProductGrid } from './ProductGrid';

const products = ['a', 'b', 'c', 'd'].map((slug) => productSummary(slug, slug.toUpperCase()));

describe('ProductGrid', () => {
  it('lists one card per product under its name, the first row eager', () => {
    renderWithShell(<ProductGrid products={products} loading={false} label="Teas: Green" />);
    const grid = screen.getByRole('list', { name: 'Teas: Green' });
    expect(grid).toHaveAttribute('data-testid', 'product-grid');
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(within(grid).getAllByRole('article')).toHaveLength(4);
    const loading = within(grid)
      .getAllByRole('img')
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('shows skeleton cards while loading', () => {
    renderWithShell(<ProductGrid products={null} loading label="Teas" />);
    const grid = screen.getByRole('list', { name: 'Teas' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    expect(within(grid).queryByRole('link')).not.toBeInTheDocument();
    expect(grid).toHaveTextContent('Loading teas…');
  });

  it('takes the number of skeletons and their label', () => {
    renderWithShell(
      <ProductGrid
        products={null}
        loading
        label="Products"
        skeletonCards={3}
        loadingLabel="Loading products…"
      />,
    );
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(grid).toHaveTextContent('Loading products…');
  });

  it('says so when there is nothing to show', () => {
    const { rerender } = renderWithShell(<ProductGrid products={[]} loading={false} label="Teas" />);
    expect(screen.getByText('No teas found.')).toBeInTheDocument();
    rerender(<ProductGrid products={[]} loading={false} label="Teas" emptyMessage="No products found." />);
    expect(screen.getByText('No products found.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders nothing when not loading and there are no products yet', () => {
    renderWithShell(<ProductGrid products={null} loading={false} label="Teas" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('marks a product that cannot be bought now', () => {
    renderWithShell(<ProductGrid products={[outOfStock(products[0]!)]} loading={false} label="Teas" />);
    expect(screen.getByRole('link', { name: /A/ })).toHaveTextContent('Out of stock');
  });
});
