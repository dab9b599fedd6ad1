import { fetchRemoteEntries, parseRemoteEntries } from './remoteRegistry';

// jsdom has no fetch Response: the code only reads status, ok and json().
const answer = (status: number) => ({ ok: status < 400, status, json: async () => ({}) }) as Response;

describe('remotes.json', () => {
  it('keeps known remotes with usable URLs', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      parseRemoteEntries({
        catalog: 'http://localhost:3001/mf-manifest.json',
        content: '/remotes/content/1.2.0/mf-manifest.json',
        product: 42,
        unknown: 'http://x.test/mf-manifest.json',
      }),
    ).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
      content: '/remotes/content/1.2.0/mf-manifest.json',
    });
    warn.mockRestore();
  });

  it('asks for it uncached and treats a failure as no remotes, not a crash', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn().mockResolvedValue(answer(500));
    await expect(fetchRemoteEntries('/remotes.json', fetchImpl)).resolves.toEqual({});
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    error.mockRestore();
  });
});
