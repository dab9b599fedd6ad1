import { act, renderHook, waitFor } from '@testing-library/react';
import { readyJson, setReadyAnswers, type ReadyAnswer } from '@sencha/platform';
import { useResource } from './useResource';

interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A fetcher whose answers the test settles by hand. */
function manualFetcher() {
  const calls: Pending[] = [];
  const fetcher = (key: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, fetcher };
}

describe('useResource', () => {
  it('loads the key and keeps the answer', async () => {
    const { calls, fetcher } = manualFetcher();
    const { result } = renderHook(() => useResource('/api/a', fetcher));
    expect(result.current).toEqual({ data: null, error: null, loading: true });
    await act(async () => calls[0]?.resolve('A'));
    expect(result.current).toEqual({ data: 'A', error: null, loading: false });
    expect(calls.map((call) => call.key)).toEqual(['/api/a']);
  });

  it('loads nothing for a null key', () => {
    const fetcher = jest.fn(() => Promise.resolve('never'));
    const { result } = renderHook(() => useResource<string>(null, fetcher));
    expect(result.current).toEqual({ data: null, error: null, loading: false });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reports a failure as the error, with no data', async () => {
    const { calls, fetcher } = manualFetcher();
    const { result } = renderHook(() => useResource('/api/broken', fetcher));
    const failure = new Error('boom');
    await act(async () => calls[0]?.reject(failure));
    expect(result.current).toEqual({ data: null, error: failure, loading: false });
  });

  it('aborts the stale request on a key change and never shows its answer for the new key', async () => {
    const { calls, fetcher } = manualFetcher();
    const { result, rerender } = renderHook(({ key }) => useResource(key, fetcher), {
      initialProps: { key: '/api/old' },
    });
    await act(async () => calls[0]?.reject(new Error('old failed')));
    expect(result.current.error).toBeInstanceOf(Error);

    rerender({ key: '/api/slow' });
    // The previous key's error is gone at once, without a reset render.
    expect(result.current).toEqual({ data: null, error: null, loading: true });

    rerender({ key: '/api/new' });
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('stale'));
    expect(result.current.loading).toBe(true);
    await act(async () => calls[2]?.resolve('fresh'));
    await waitFor(() => expect(result.current).toEqual({ data: 'fresh', error: null, loading: false }));
  });

  it('aborts the request in flight when the component goes away', () => {
    const { calls, fetcher } = manualFetcher();
    const { unmount } = renderHook(() => useResource('/api/a', fetcher));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  describe('with a ready value', () => {
    it('shows it in the first render and fetches nothing', () => {
      const { calls, fetcher } = manualFetcher();
      const ready = jest.fn((key: string) => (key === '/api/a' ? 'A, already here' : undefined));
      const { result } = renderHook(() => useResource('/api/a', fetcher, ready));
      expect(result.current).toEqual({ data: 'A, already here', error: null, loading: false });
      expect(calls).toHaveLength(0);
      expect(ready).toHaveBeenCalledTimes(1);
    });

    it('fetches as usual when nothing is ready', async () => {
      const { calls, fetcher } = manualFetcher();
      const { result } = renderHook(() => useResource('/api/a', fetcher, () => undefined));
      expect(result.current.loading).toBe(true);
      await act(async () => calls[0]?.resolve('A'));
      expect(result.current).toEqual({ data: 'A', error: null, loading: false });
    });

    it('reports a ready value it cannot read as the error, as a failed fetch', () => {
      const { calls, fetcher } = manualFetcher();
      const broken = new Error('not a list');
      const { result } = renderHook(() =>
        useResource('/api/a', fetcher, () => {
          throw broken;
        }),
      );
      expect(result.current).toEqual({ data: null, error: broken, loading: false });
      expect(calls).toHaveLength(0);
    });

    it('fetches the first key again after a null key (an invalid slug, then Back)', async () => {
      const { calls, fetcher } = manualFetcher();
      const { result, rerender } = renderHook(
        ({ key }: { key: string | null }) => useResource(key, fetcher, () => 'opened with'),
        { initialProps: { key: '/api/first' as string | null } },
      );
      rerender({ key: null });
      rerender({ key: '/api/first' });
      // As for any key it had (a null key resets nothing), the first answer shows until the fresh one is in.
      expect(calls.map((call) => call.key)).toEqual(['/api/first']);
      await act(async () => calls[0]?.resolve('first, fresh'));
      expect(result.current.data).toBe('first, fresh');
    });

    it('fetches every later key, the first one too when the shopper comes back to it', async () => {
      const { calls, fetcher } = manualFetcher();
      const ready = jest.fn(() => 'opened with');
      const { result, rerender } = renderHook(({ key }) => useResource(key, fetcher, ready), {
        initialProps: { key: '/api/first' },
      });
      rerender({ key: '/api/second' });
      expect(result.current.loading).toBe(true);
      await act(async () => calls[0]?.resolve('second'));
      rerender({ key: '/api/first' });
      expect(result.current.loading).toBe(true);
      await act(async () => calls[1]?.resolve('first, fresh'));
      expect(result.current.data).toBe('first, fresh');
      expect(calls.map((call) => call.key)).toEqual(['/api/second', '/api/first']);
      expect(ready).toHaveBeenCalledTimes(1);
    });
  });
});

describe('an answer the server rendered the page with', () => {
  const answer = (rendered: boolean): ReadyAnswer => ({
    body: 'as rendered',
    status: 200,
    durationMs: 1,
    rendered,
  });
  const serve = (rendered: boolean) =>
    setReadyAnswers((url) => (url.endsWith('/api/stock') ? answer(rendered) : undefined));
  const ready = (key: string) => readyJson<string>(key);
  afterEach(() => setReadyAnswers(() => undefined));

  it('is shown at once, then read again once the page is live, with refreshRendered', async () => {
    serve(true);
    const { calls, fetcher } = manualFetcher();
    const { result } = renderHook(() => useResource('/api/stock', fetcher, ready, { refreshRendered: true }));
    expect(result.current).toEqual({ data: 'as rendered', error: null, loading: false });
    expect(calls).toHaveLength(1);
    act(() => calls[0]?.resolve('in stock now'));
    await waitFor(() => expect(result.current.data).toBe('in stock now'));
  });

  it('stays shown when the refresh fails', async () => {
    serve(true);
    const { calls, fetcher } = manualFetcher();
    const { result } = renderHook(() => useResource('/api/stock', fetcher, ready, { refreshRendered: true }));
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(result.current).toEqual({ data: 'as rendered', error: null, loading: false });
  });

  it('is not read again without refreshRendered, nor when it is the boot’s answer', () => {
    serve(true);
    const first = manualFetcher();
    renderHook(() => useResource('/api/stock', first.fetcher, ready));
    serve(false);
    const second = manualFetcher();
    renderHook(() => useResource('/api/stock', second.fetcher, ready, { refreshRendered: true }));
    expect(first.calls).toHaveLength(0);
    expect(second.calls).toHaveLength(0);
  });
});
