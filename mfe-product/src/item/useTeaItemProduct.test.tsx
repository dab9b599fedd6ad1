import { renderHook, waitFor } from '@testing-library/react';
import { useTeaItemProduct } from './useTeaItemProduct';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const okResponse = (body: unknown) =>
  ({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

describe('useTeaItemProduct', () => {
  it('aborts the call in flight when the slug changes and shows only the new answer', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((url, init) => {
      if (init?.signal) signals.push(init.signal);
      // The first answer never arrives on its own: only the abort may settle it.
      if (String(url).endsWith('/first')) return new Promise<Response>(() => undefined);
      return Promise.resolve(okResponse({ slug: 'second' }));
    });
    const { result, rerender } = renderHook(({ slug }) => useTeaItemProduct(slug), {
      initialProps: { slug: 'first' },
    });
    expect(result.current.status).toBe('loading');
    rerender({ slug: 'second' });
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', data: { slug: 'second' } }));
  });

  it('fails an invalid slug at once, with no call', () => {
    const { result } = renderHook(() => useTeaItemProduct('no good'));
    expect(result.current).toEqual({
      status: 'error',
      errors: ['The provided tea item product is not valid.'],
      notFound: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
