import { onFirstUse } from './onFirstUse';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once', () => {
    const make = jest.fn(() => ({ made: true }));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value rather than making it again', () => {
    const make = jest.fn(() => 0);
    const get = onFirstUse(make);
    expect([get(), get()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
