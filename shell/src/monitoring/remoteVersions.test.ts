import { remoteTags, setRemoteTracks } from './remoteVersions';

describe('the tags of a remote’s error reports', () => {
  it('name the remote, its composed version and its track', () => {
    expect(remoteTags('catalog')).toEqual({
      remote: 'catalog',
      'remote.version': 'unknown',
      'remote.track': 'stable',
    });
    setRemoteTracks({ catalog: 'canary', content: 'qa-override' });
    expect(remoteTags('catalog')['remote.track']).toBe('canary');
    expect(remoteTags('content')['remote.track']).toBe('qa-override');
    expect(remoteTags('orders')['remote.track']).toBe('stable');
  });
});
