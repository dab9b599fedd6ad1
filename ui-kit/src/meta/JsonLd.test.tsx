import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { JsonLd } from './JsonLd';

const DATA = { '@type': 'Product', name: 'Sencha </script><script>alert(1)</script> & more' };

describe('JsonLd', () => {
  it('is in the server’s HTML as a data block no text in it can end early', () => {
    const html = renderToString(<JsonLd data={DATA} id="product-jsonld" />);
    expect(html).toMatch(/^<script type="application\/ld\+json" id="product-jsonld">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual(DATA);
  });

  it('is kept as the server wrote it when the page is made live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<JsonLd data={DATA} id="product-jsonld" />);
    document.body.appendChild(container);
    const served = container.querySelector('script');
    await act(async () => {
      hydrateRoot(container, <JsonLd data={DATA} id="product-jsonld" />);
    });
    expect(container.querySelector('script')).toBe(served);
    expect(JSON.parse(served?.textContent ?? '')).toEqual(DATA);
    container.remove();
  });

  it('renders nothing while its data loads, and leaves with its page', () => {
    const { container, rerender, unmount } = render(<JsonLd data={null} id="faq-jsonld" />);
    expect(container.querySelector('script')).toBeNull();
    rerender(<JsonLd data={{ '@type': 'FAQPage' }} id="faq-jsonld" />);
    expect(JSON.parse(document.getElementById('faq-jsonld')?.textContent ?? '')).toEqual({
      '@type': 'FAQPage',
    });
    unmount();
    expect(document.getElementById('faq-jsonld')).toBeNull();
  });
});
