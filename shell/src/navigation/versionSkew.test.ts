import { POINTER_CHECK_MS, createSkewWatch } from './versionSkew';
import type { RemoteEntries } from '../remotes/remoteRegistry';

const V1 = {
  catalog: '/remotes/catalog/1.0.0/mf-manifest.json',
  product: '/remotes/product/1.0.0/mf-manifest.json',
};
const V2 = { ...V1, catalog: '/remotes/catalog/2.0.0/mf-manifest.json' };

/** A watch on a fake clock (jest's modern timers drive Date.now) with a pointer the test moves. */
function watchWith(pointer: { current: RemoteEntries | null }) {
  const readPointer = jest.fn(async () => pointer.current);
  return { watch: createSkewWatch({ composed: V1, readPointer }), readPointer };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the version skew watch', () => {
  it('reads the pointer at most once a minute, counting the boot as a read', async () => {
    const { watch, readPointer } = watchWith({ current: V1 });
    expect(watch.onNavigation(false)).toBe(false);
    jest.advanceTimersByTime(POINTER_CHECK_MS - 1);
    watch.onNavigation(false);
    expect(readPointer).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    watch.onNavigation(false);
    watch.onNavigation(false);
    expect(readPointer).toHaveBeenCalledTimes(1);
    await settle();
    jest.advanceTimersByTime(POINTER_CHECK_MS / 2);
    watch.onNavigation(false);
    expect(readPointer).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(POINTER_CHECK_MS / 2);
    watch.onNavigation(false);
    expect(readPointer).toHaveBeenCalledTimes(2);
  });

  it('after a promotion, the next navigation outside the cart and checkout is a full load', async () => {
    const pointer = { current: V1 as RemoteEntries | null };
    const { watch } = watchWith(pointer);
    pointer.current = V2;
    // Within the minute the tab has not looked: it stays client-side.
    expect(watch.onNavigation(false)).toBe(false);
    jest.advanceTimersByTime(POINTER_CHECK_MS);
    // This navigation starts the check; it is not held up by it.
    expect(watch.onNavigation(false)).toBe(false);
    await settle();
    expect(watch.stale()).toBe(true);
    // Within the cart and checkout nothing changes, however often the shopper moves.
    expect(watch.onNavigation(true)).toBe(false);
    expect(watch.onNavigation(true)).toBe(false);
    expect(watch.onNavigation(false)).toBe(true);
  });

  it('a rollback is a change too; an unreadable pointer and an unchanged one are not', async () => {
    const pointer = { current: null as RemoteEntries | null };
    const { watch } = watchWith(pointer);
    jest.advanceTimersByTime(POINTER_CHECK_MS);
    watch.onNavigation(false);
    await settle();
    expect(watch.stale()).toBe(false);
    pointer.current = { catalog: V1.catalog };
    jest.advanceTimersByTime(POINTER_CHECK_MS);
    watch.onNavigation(false);
    await settle();
    // A remote the pointer no longer names is not a newer version.
    expect(watch.stale()).toBe(false);
    pointer.current = { ...V1, product: '/remotes/product/0.9.0/mf-manifest.json' };
    jest.advanceTimersByTime(POINTER_CHECK_MS);
    watch.onNavigation(false);
    await settle();
    expect(watch.onNavigation(false)).toBe(true);
  });

  it('a remote recomposed from the live release (a recovered load) is no longer stale', async () => {
    const { watch } = watchWith({ current: V2 });
    jest.advanceTimersByTime(POINTER_CHECK_MS);
    watch.onNavigation(false);
    await settle();
    expect(watch.stale()).toBe(true);
    watch.recomposed('catalog', V2.catalog);
    expect(watch.stale()).toBe(false);
    expect(watch.onNavigation(false)).toBe(false);
  });

  it('watches only the remotes it was given (an overridden remote is QA mode’s)', async () => {
    const readPointer = jest.fn(async () => V2);
    const watch = createSkewWatch({ composed: { product: V1.product }, readPointer });
    jest.advanceTimersByTime(POINTER_CHECK_MS);
    watch.onNavigation(false);
    await settle();
    expect(watch.stale()).toBe(false);
  });
});
