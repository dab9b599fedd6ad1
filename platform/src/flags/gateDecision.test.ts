import { gateRedirect, safeReturnUrl } from './gateDecision';

describe('gateRedirect', () => {
  it('stays when both flags are off on a normal page', () => {
    expect(gateRedirect({ maintenance: false, comingSoon: false, url: '/tea-item/sencha' })).toBeNull();
  });

  it('gives maintenance priority over coming-soon and encodes the returnUrl', () => {
    expect(gateRedirect({ maintenance: true, comingSoon: true, url: '/tea-item/sencha?x=1&y=2' })).toBe(
      '/maintenance?returnUrl=%2Ftea-item%2Fsencha%3Fx%3D1%26y%3D2',
    );
  });

  it('stays on /maintenance while maintenance is on', () => {
    expect(
      gateRedirect({ maintenance: true, comingSoon: true, url: '/maintenance?returnUrl=%2Fcart' }),
    ).toBeNull();
  });

  it('sends a shopper on /coming-soon to /maintenance when maintenance turns on', () => {
    expect(gateRedirect({ maintenance: true, comingSoon: false, url: '/coming-soon' })).toBe(
      '/maintenance?returnUrl=%2Fcoming-soon',
    );
  });

  it('redirects to /coming-soon with the returnUrl when only coming-soon is on', () => {
    expect(gateRedirect({ maintenance: false, comingSoon: true, url: '/cart' })).toBe(
      '/coming-soon?returnUrl=%2Fcart',
    );
    expect(
      gateRedirect({ maintenance: false, comingSoon: true, url: '/coming-soon?returnUrl=%2Fcart' }),
    ).toBeNull();
  });

  it('goes back to the returnUrl when both are off on either gate page', () => {
    expect(
      gateRedirect({
        maintenance: false,
        comingSoon: false,
        url: '/maintenance?returnUrl=%2Ftea-item%2Fsencha%3Fx%3D1',
      }),
    ).toBe('/tea-item/sencha?x=1');
    expect(
      gateRedirect({ maintenance: false, comingSoon: false, url: '/coming-soon?returnUrl=%2Fabout' }),
    ).toBe('/about');
  });

  it("defaults to '/' without a returnUrl", () => {
    expect(gateRedirect({ maintenance: false, comingSoon: false, url: '/maintenance' })).toBe('/');
  });

  it.each(['//evil.com', 'https://x', 'javascript:alert(1)', '/maintenance', '/coming-soon?returnUrl=%2F'])(
    "sends an unsafe returnUrl %p to '/'",
    (returnUrl) => {
      const url = `/maintenance?returnUrl=${encodeURIComponent(returnUrl)}`;
      expect(gateRedirect({ maintenance: false, comingSoon: false, url })).toBe('/');
    },
  );

  it("leaves the newsletter's e-mail link pages open under either flag", () => {
    for (const url of ['/the-first-steep/confirm?token=a.b', '/the-first-steep/unsubscribe?token=a.b']) {
      expect(gateRedirect({ maintenance: true, comingSoon: true, url })).toBeNull();
      expect(gateRedirect({ maintenance: false, comingSoon: true, url })).toBeNull();
    }
    // Only those pages: a look-alike path is gated as usual.
    expect(gateRedirect({ maintenance: false, comingSoon: true, url: '/the-first-steep' })).toBe(
      '/coming-soon?returnUrl=%2Fthe-first-steep',
    );
  });

  it('safeReturnUrl accepts local paths only', () => {
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl('/cart')).toBe('/cart');
    expect(safeReturnUrl('cart')).toBe('/');
  });
});
