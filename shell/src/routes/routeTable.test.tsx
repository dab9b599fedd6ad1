import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { declaredRoutes } from './declaredRoutes';
import { routeObjectsOf } from './routeTable';
import { REMOTE_MANIFESTS } from '../test/bootSite';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Site({ manifests }: { manifests: Record<string, unknown> }) {
  const routes = routeObjectsOf(declaredRoutes(manifests), () => undefined);
  return (
    <>
      {useRoutes(routes)}
      <Where />
    </>
  );
}

const open = (path: string, manifests: Record<string, unknown>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Site manifests={manifests} />
    </MemoryRouter>,
  );

describe('routeObjectsOf (the router’s routes)', () => {
  it('sends an alias on to its path with its params', async () => {
    open('/order/abc', REMOTE_MANIFESTS);
    expect(await screen.findByTestId('where')).toHaveTextContent('/sencha-steep-in-transit/abc');
  });

  it('sends a path no remote declares to the not-found page when every remote’s routes are known', async () => {
    open('/no/such/page', REMOTE_MANIFESTS);
    expect(await screen.findByTestId('where')).toHaveTextContent('/beyond-the-brew');
  });

  it('shows the area as unavailable, not as missing, when a remote’s routes are unknown', async () => {
    open('/contact', { ...REMOTE_MANIFESTS, content: null });
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/contact');
  });
});

describe('routeObjectsOf while the manifests come in', () => {
  it('shows the loading state for a path no arrived remote declares while one is on its way', async () => {
    const { content: _content, ...arrived } = REMOTE_MANIFESTS;
    render(
      <MemoryRouter initialEntries={['/about']}>
        {routesOf(declaredRoutes(arrived, new Set(['content'])))}
      </MemoryRouter>,
    );
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-unavailable')).toBeNull();
  });

  it('does not send the not-found page to itself when its own remote is down', async () => {
    open('/beyond-the-brew', { ...REMOTE_MANIFESTS, content: null });
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/beyond-the-brew');
  });
});

function RoutesOf({ table }: { table: ReturnType<typeof declaredRoutes> }) {
  return useRoutes(routeObjectsOf(table, () => undefined));
}
function routesOf(table: ReturnType<typeof declaredRoutes>) {
  return <RoutesOf table={table} />;
}
