import { act, renderHook } from '@testing-library/react';
import { useAfterPaintOf } from './useAfterPaintOf';

describe('useAfterPaintOf', () => {
  const decode = jest.fn<Promise<void>, []>();
  const original = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
  });
  afterEach(() => {
    jest.useRealTimers();
    if (original) Object.defineProperty(HTMLImageElement.prototype, 'decode', original);
    else Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });

  it('stays false while the image decodes and turns true after the next frame has painted', async () => {
    let finishDecode: () => void = () => undefined;
    decode.mockReturnValue(new Promise<void>((resolve) => (finishDecode = resolve)));
    const { result } = renderHook(() => useAfterPaintOf('poster.webp'));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    await act(async () => finishDecode());
    expect(result.current).toBe(false);
    await act(async () => jest.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('ends the wait when the image cannot be decoded', async () => {
    decode.mockRejectedValue(new DOMException('broken', 'EncodingError'));
    const { result } = renderHook(() => useAfterPaintOf('broken.webp'));
    await act(async () => jest.runAllTimers());
    await act(async () => jest.runAllTimers());
    expect(result.current).toBe(true);
  });
});
