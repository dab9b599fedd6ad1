import { MAX_ASSETS, exposeAssets } from './manifestAssets';

const MANIFEST_URL = 'https://shop.example/remotes/product/1.2.0/mf-manifest.json';

/** The parts of an mf-manifest.json (@module-federation/manifest 2.9) the boot script reads. */
function manifest(sync: string[], css: string[] = [], metaData: Record<string, unknown> = {}) {
  return {
    id: 'product',
    name: 'product',
    metaData: {
      name: 'product',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'product:TeaItemPage',
        name: 'TeaItemPage',
        path: './TeaItemPage',
        assets: { js: { sync, async: ['262.8cb61c00.js'] }, css: { sync: css, async: [] } },
      },
    ],
  };
}

describe('exposeAssets', () => {
  it('resolves the entry and the start-up files next to the manifest, not the lazy ones', () => {
    const assets = exposeAssets(
      manifest(['870.15d346df.js', '__federation_expose_TeaItemPage.3cb805a7.js'], ['expose.7367ac7c.css']),
      MANIFEST_URL,
      'TeaItemPage',
    );
    expect(assets).toEqual({
      remoteEntry: 'https://shop.example/remotes/product/1.2.0/remoteEntry.js',
      scripts: [
        'https://shop.example/remotes/product/1.2.0/870.15d346df.js',
        'https://shop.example/remotes/product/1.2.0/__federation_expose_TeaItemPage.3cb805a7.js',
      ],
      styles: ['https://shop.example/remotes/product/1.2.0/expose.7367ac7c.css'],
    });
  });

  it('joins a remote entry path as the runtime does', () => {
    const assets = exposeAssets(
      manifest([], [], { remoteEntry: { name: 'remoteEntry.js', path: 'static/', type: 'var' } }),
      MANIFEST_URL,
      'TeaItemPage',
    );
    expect(assets?.remoteEntry).toBe('https://shop.example/remotes/product/1.2.0/static/remoteEntry.js');
  });

  it('preloads nothing from another origin and at most MAX_ASSETS files', () => {
    const many = Array.from({ length: MAX_ASSETS + 10 }, (_, index) => `${index}.0000000${index % 10}.js`);
    const assets = exposeAssets(
      manifest(['https://elsewhere.example/x.js', '//elsewhere.example/y.js', ...many]),
      MANIFEST_URL,
      'TeaItemPage',
    );
    expect(assets?.scripts.every((url) => url.startsWith('https://shop.example/'))).toBe(true);
    expect(assets?.scripts.length).toBeLessThanOrEqual(MAX_ASSETS);
  });

  it('gives null for an unknown expose, another publicPath or a broken manifest', () => {
    expect(exposeAssets(manifest(['a.js']), MANIFEST_URL, 'Nope')).toBeNull();
    expect(
      exposeAssets(
        manifest(['a.js'], [], { publicPath: 'https://cdn.example/' }),
        MANIFEST_URL,
        'TeaItemPage',
      ),
    ).toBeNull();
    expect(exposeAssets({ exposes: 'x' }, MANIFEST_URL, 'TeaItemPage')).toBeNull();
    expect(exposeAssets(null, MANIFEST_URL, 'TeaItemPage')).toBeNull();
  });
});
