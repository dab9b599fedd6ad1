import { remoteBases } from '../remotes/lateErrors';
import { remoteOfEvent } from './remoteOfEvent';

const bases = remoteBases(
  {
    catalog: 'http://localhost:3001/mf-manifest.json',
    content: 'http://cdn.test/content/1.4.0/mf-manifest.json',
  },
  'http://localhost:3000/about',
);

const frames = (...files: string[]) => ({
  exception: { values: [{ stacktrace: { frames: files.map((filename) => ({ filename })) } }] },
});

describe('remoteOfEvent', () => {
  it('names the remote of the innermost frame served from its folder', () => {
    const event = frames(
      'http://localhost:3000/main.js',
      'http://localhost:3001/page.123.js',
      'http://cdn.test/content/1.4.0/about.456.js',
    );
    expect(remoteOfEvent(event, bases)).toBe('content');
  });

  it('is null for an error in the shell alone', () => {
    expect(remoteOfEvent(frames('http://localhost:3000/main.js'), bases)).toBeNull();
    expect(remoteOfEvent({}, bases)).toBeNull();
  });
});
