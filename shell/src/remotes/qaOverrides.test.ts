import { QA_OVERRIDES_KEY, applyQaOverrides, clearQaOverrides, withoutOverrideParams } from './qaOverrides';

describe('QA overrides', () => {
  beforeEach(() => localStorage.clear());

  it('takes ?mf.<remote>=<url> and keeps it for later pages', () => {
    const overrides = applyQaOverrides('?mf.content=http://qa.test/content/mf-manifest.json', localStorage);
    expect(overrides).toEqual({ content: 'http://qa.test/content/mf-manifest.json' });
    expect(applyQaOverrides('', localStorage)).toEqual({
      content: 'http://qa.test/content/mf-manifest.json',
    });
  });

  it('ignores unknown remotes and URLs that are not http(s)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const overrides = applyQaOverrides(
      '?mf.nosuch=http://x.test/m.json&mf.catalog=javascript:alert(1)',
      localStorage,
    );
    expect(overrides).toEqual({});
    expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
    warn.mockRestore();
  });

  it('survives a corrupt stored value and resets', () => {
    localStorage.setItem(QA_OVERRIDES_KEY, '{oops');
    expect(applyQaOverrides('?mf.orders=https://qa.test/orders/mf-manifest.json', localStorage)).toEqual({
      orders: 'https://qa.test/orders/mf-manifest.json',
    });
    clearQaOverrides(localStorage);
    expect(applyQaOverrides('', localStorage)).toEqual({});
  });

  it('drops only the mf.* parameters from a URL', () => {
    expect(withoutOverrideParams('http://shop.test/about?mf.content=x&utm_source=mail')).toBe(
      'http://shop.test/about?utm_source=mail',
    );
  });
});
