import { fetchWithRetry } from './retryTimeoutPlugin';

const fast = { retries: 2, timeoutMs: 50, backoffMs: 1 };

// jsdom has no fetch Response: the code only reads status, ok and json().
const answer = (status: number) => ({ ok: status < 400, status, json: async () => ({}) }) as Response;

describe('fetchWithRetry', () => {
  it('retries network errors and 5xx answers, then succeeds', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200));
    const response = await fetchWithRetry('http://r.test/mf-manifest.json', {}, fast, fetchImpl);
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: the answer is final', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(404));
    const response = await fetchWithRetry('http://r.test/mf-manifest.json', {}, fast, fetchImpl);
    expect(response.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('aborts a slow attempt and gives up after the retries', async () => {
    const fetchImpl = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(fetchWithRetry('http://r.test/slow', {}, fast, fetchImpl)).rejects.toThrow('aborted');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
