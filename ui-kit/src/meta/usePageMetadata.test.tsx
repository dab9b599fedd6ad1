import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { setPageMetadataSink, setRuntimeConfig, type PageMetadata } from '@sencha/platform';
import { usePageMetadata } from './usePageMetadata';

function Page({ meta }: { meta: PageMetadata | null }) {
  usePageMetadata(meta);
  return null;
}

describe('usePageMetadata', () => {
  beforeEach(() => setRuntimeConfig({ siteUrl: 'https://shop.example' }));
  afterEach(() => setPageMetadataSink(null));

  it('reports the page’s metadata while it renders on the server, where no effect runs', () => {
    const reported: PageMetadata[] = [];
    setPageMetadataSink((meta) => reported.push(meta));
    renderToString(<Page meta={{ title: 'Gyokuro - Sencha Tea', type: 'product' }} />);
    expect(reported).toEqual([{ title: 'Gyokuro - Sencha Tea', type: 'product' }]);
    expect(document.title).not.toBe('Gyokuro - Sencha Tea');
  });

  it('reports nothing while the page’s data is loading', () => {
    const reported: PageMetadata[] = [];
    setPageMetadataSink((meta) => reported.push(meta));
    renderToString(<Page meta={null} />);
    expect(reported).toEqual([]);
  });

  it('applies it to the document once rendered in the browser, and again when it changes', () => {
    const { rerender } = render(<Page meta={{ title: 'Sencha - Sencha Tea' }} />);
    expect(document.title).toBe('Sencha - Sencha Tea');
    rerender(<Page meta={{ title: 'Matcha - Sencha Tea', noindex: true }} />);
    expect(document.title).toBe('Matcha - Sencha Tea');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
