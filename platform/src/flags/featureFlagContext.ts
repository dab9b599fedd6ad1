import type { BrowserName, DeviceType, FeatureFlagContext } from '../contract/pageTypes';

/** Mobile device type at 768px or less (docs/product-rules/navigation.md#feature-flags). */
export const MOBILE_MAX_WIDTH = 768;

export function detectBrowser(userAgent: string): BrowserName {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'unknown';
}

export function detectDeviceType(width: number): DeviceType {
  return width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

export function featureFlagContext(
  location: URL,
  userAgent: string,
  viewportWidth: number,
): FeatureFlagContext {
  const utm = (name: string) => location.searchParams.get(`utm_${name}`);
  return {
    url: location.href,
    path: location.pathname,
    host: location.host,
    query: location.search,
    deviceType: detectDeviceType(viewportWidth),
    browser: detectBrowser(userAgent),
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    utmTerm: utm('term'),
    utmContent: utm('content'),
  };
}

/** Flagsmith traits: flat string values, nulls left out. */
export function flagTraits(context: FeatureFlagContext): Record<string, string> {
  return Object.fromEntries(
    Object.entries(context).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
