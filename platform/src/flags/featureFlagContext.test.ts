import { detectBrowser, detectDeviceType, featureFlagContext, flagTraits } from './featureFlagContext';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
};

describe('feature flag context', () => {
  it('is mobile at 768px and desktop at 769px', () => {
    expect(detectDeviceType(768)).toBe('mobile');
    expect(detectDeviceType(375)).toBe('mobile');
    expect(detectDeviceType(769)).toBe('desktop');
  });

  it.each([
    [UA.chrome, 'chrome'],
    [UA.edge, 'edge'],
    [UA.firefox, 'firefox'],
    [UA.safari, 'safari'],
    [UA.chromeIos, 'chrome'],
    ['curl/8.5.0', 'unknown'],
    ['', 'unknown'],
  ])('detects %p as %p', (userAgent, browser) => {
    expect(detectBrowser(userAgent)).toBe(browser);
  });

  it('reads url, path, host, query and the utm parameters', () => {
    const url = new URL(
      'https://shop.example:8443/tea-item/sencha?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=green&utm_content=hero',
    );
    expect(featureFlagContext(url, UA.firefox, 1280)).toEqual({
      url: url.href,
      path: '/tea-item/sencha',
      host: 'shop.example:8443',
      query: url.search,
      deviceType: 'desktop',
      browser: 'firefox',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'green',
      utmContent: 'hero',
    });
  });

  it('leaves missing utm parameters null and out of the traits', () => {
    const context = featureFlagContext(new URL('https://shop.example/?utm_source=ig'), UA.safari, 400);
    expect(context.utmMedium).toBeNull();
    expect(context.deviceType).toBe('mobile');
    const traits = flagTraits(context);
    expect(traits.utmSource).toBe('ig');
    expect(traits).not.toHaveProperty('utmMedium');
    expect(traits.browser).toBe('safari');
  });
});
