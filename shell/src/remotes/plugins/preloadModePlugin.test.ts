import { preloadModePlugin } from './preloadModePlugin';

type CreateLink = NonNullable<ReturnType<typeof preloadModePlugin>['createLink']>;
const createLink = preloadModePlugin().createLink as (args: Partial<Parameters<CreateLink>[0]>) => unknown;

describe('preloadModePlugin', () => {
  it('preloads another origin’s chunks with CORS and the shop’s own without, as webpack loads them', () => {
    const foreign = createLink({
      url: 'http://localhost:3002/1.abcd1234.js',
      attrs: { rel: 'preload', as: 'script' },
    });
    expect(foreign).toBeInstanceOf(HTMLLinkElement);
    expect((foreign as HTMLLinkElement).crossOrigin).toBe('anonymous');
    expect((foreign as HTMLLinkElement).getAttribute('as')).toBe('script');

    const own = createLink({
      url: '/remotes/product/1.2.0/x.abcd1234.css',
      attrs: { rel: 'preload', as: 'style' },
    });
    expect((own as HTMLLinkElement).crossOrigin).toBeNull();
    expect((own as HTMLLinkElement).href).toBe(
      `${window.location.origin}/remotes/product/1.2.0/x.abcd1234.css`,
    );
  });

  it('leaves other links to the runtime', () => {
    expect(createLink({ url: '/x.css', attrs: { rel: 'stylesheet', type: 'text/css' } })).toBeUndefined();
  });
});
