import { dispatchLateError, onLateError, remoteBases, remoteOfError } from './lateErrors';

const PAGE = 'https://shop.test/about';
const bases = remoteBases(
  {
    content: 'http://localhost:3005/mf-manifest.json',
    catalog: '/remotes/catalog/1.0.0/mf-manifest.json',
    orders: '/remotes/catalog/1.0.0/orders/mf-manifest.json',
  },
  PAGE,
);

const thrownAt = (...urls: string[]) => {
  const error = new Error('late');
  error.stack = ['Error: late', ...urls.map((url) => `    at f (${url}:1:20)`)].join('\n');
  return error;
};

describe('late errors of a remote', () => {
  it('are attributed to the remote whose script threw, by the first remote frame of the stack', () => {
    expect(
      remoteOfError(thrownAt('http://localhost:3005/__federation_expose_AboutPage.1a2b.js'), bases),
    ).toBe('content');
    expect(
      remoteOfError(
        thrownAt('https://shop.test/main.js', 'https://shop.test/remotes/catalog/1.0.0/412.9f.js'),
        bases,
      ),
    ).toBe('catalog');
  });

  it('prefer the deeper folder when one remote is served under another', () => {
    expect(remoteOfError(thrownAt('https://shop.test/remotes/catalog/1.0.0/orders/5.js'), bases)).toBe(
      'orders',
    );
  });

  it('are nobody’s when the stack names no remote, or there is no Error', () => {
    expect(remoteOfError(thrownAt('https://shop.test/main.js'), bases)).toBeNull();
    expect(remoteOfError('just a string', bases)).toBeNull();
  });

  it('reach the listeners of that remote only, until they unsubscribe', () => {
    const content = jest.fn();
    const catalog = jest.fn();
    const stop = onLateError('content', content);
    onLateError('catalog', catalog);
    const error = new Error('x');
    expect(dispatchLateError('content', error)).toBe(true);
    expect(content).toHaveBeenCalledWith(error);
    expect(catalog).not.toHaveBeenCalled();
    stop();
    expect(dispatchLateError('content', error)).toBe(false);
  });
});
