import { act, renderHook, waitFor } from '@testing-library/react';
import { calledPaths, mockFetch, productSummary } from '@sencha/ui-kit/testing';
import type { ListingKind } from './listing';
import { useTeaListing } from './useTeaListing';

afterEach(() => jest.restoreAllMocks());

describe('useTeaListing', () => {
  it('loads the entity and its teas side by side', async () => {
    const fetchMock = mockFetch({
      '/api/region/uji': { json: { name: 'Uji', slug: 'uji', description: '**Kyoto**' } },
      '/api/region/uji/tea': { json: [productSummary('gyokuro-50g', 'Gyokuro')] },
    });
    const { result } = renderHook(() => useTeaListing('region', 'uji'));
    expect(result.current).toMatchObject({
      entity: null,
      teas: null,
      entityLoading: true,
      teasLoading: true,
    });
    await waitFor(() => expect(result.current.teasLoading).toBe(false));
    await waitFor(() => expect(result.current.entity?.name).toBe('Uji'));
    expect(result.current.teas).toHaveLength(1);
    expect(result.current.errors).toEqual([]);
    expect(calledPaths(fetchMock).sort()).toEqual(['/api/region/uji', '/api/region/uji/tea']);
  });

  it.each<[ListingKind, string]>([
    ['type', 'The provided tea type is not valid.'],
    ['region', 'The provided tea region is not valid.'],
    ['flavour', 'The provided tea flavour is not valid.'],
  ])('rejects an invalid %s slug without calling the API', (kind, message) => {
    const fetchMock = mockFetch({});
    const { result } = renderHook(() => useTeaListing(kind, 'bad slug!'));
    expect(result.current.errors).toEqual([message]);
    expect(result.current.entityLoading).toBe(false);
    expect(result.current.teasLoading).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the listing's messages when the entity and the teas fail", async () => {
    mockFetch({
      '/api/teatype/nope': { status: 404, json: { message: "The tea type 'nope' was not found." } },
      '/api/teatype/nope/tea': { status: 500, json: { message: 'boom' } },
    });
    const { result } = renderHook(() => useTeaListing('type', 'nope'));
    await waitFor(() =>
      expect(result.current.errors).toEqual([
        'An error occurred while retrieving the tea type.',
        'An error occurred while retrieving the teas.',
      ]),
    );
  });

  it('resets data and errors on a slug change and aborts the stale requests', async () => {
    let releaseSlow: () => void = () => undefined;
    const signals: AbortSignal[] = [];
    const slow = (init: RequestInit | undefined) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<{ json: unknown }>((resolve) => {
        releaseSlow = () => resolve({ json: { name: 'Stale', slug: 'slow', description: '' } });
      });
    };
    mockFetch({
      '/api/flavour/missing': { status: 404, json: { message: 'missing' } },
      '/api/flavour/missing/tea': { status: 404, json: { message: 'missing' } },
      '/api/flavour/slow': slow,
      '/api/flavour/slow/tea': async () => ({ json: [] }),
      '/api/flavour/umami': { json: { name: 'Umami', slug: 'umami', description: 'Savoury' } },
      '/api/flavour/umami/tea': { json: [productSummary('sencha-100g', 'Sencha')] },
    });
    const { result, rerender } = renderHook(({ slug }) => useTeaListing('flavour', slug), {
      initialProps: { slug: 'missing' },
    });
    await waitFor(() => expect(result.current.errors).toHaveLength(2));

    rerender({ slug: 'slow' });
    // The errors of the previous slug are gone at once.
    expect(result.current.errors).toEqual([]);
    expect(result.current.entityLoading).toBe(true);

    rerender({ slug: 'umami' });
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => releaseSlow());
    await waitFor(() => expect(result.current.entity?.name).toBe('Umami'));
    expect(result.current.teas?.map((tea) => tea.slug)).toEqual(['sencha-100g']);
  });
});
