import type { Page, Route } from '@playwright/test';
import { patchRuntimeConfig } from './runtimeConfig';

/** Where the tests pretend Flagsmith's cloud lives; requests to it never leave the browser. */
export const FLAGSMITH_API = 'http://flagsmith.test/api/v1/';

export type StubFlags = Record<string, boolean | string>;

/** Flagsmith's wire format: environment flags are a list of feature states. */
function featureStates(flags: StubFlags) {
  return Object.entries(flags).map(([name, value], index) => ({
    feature: { id: index + 1, name, type: 'STANDARD' },
    enabled: typeof value === 'boolean' ? value : true,
    feature_state_value: typeof value === 'string' ? value : null,
  }));
}

export interface FlagsmithStub {
  setFlags(flags: StubFlags): void;
  /** 'METHOD url' of every request the SDK made. */
  requests: string[];
  /** What the SDK sent: query strings and bodies (where the identity's traits travel). */
  payloads: string[];
}

/**
 * Points the shell's runtime config at a Flagsmith environment and answers Flagsmith's endpoints in its real
 * wire format: `GET flags/` and `POST identities/` (identity with traits).
 */
export async function stubFlagsmith(page: Page, initial: StubFlags, delayMs = 0): Promise<FlagsmithStub> {
  let flags = initial;
  const requests: string[] = [];
  const payloads: string[] = [];
  await patchRuntimeConfig(page, { flagsmithEnvironmentId: 'e2e-env', flagsmithApiUrl: FLAGSMITH_API });
  await page.route(`${FLAGSMITH_API}**`, async (route: Route) => {
    const request = route.request();
    requests.push(`${request.method()} ${request.url()}`);
    payloads.push(decodeURIComponent(new URL(request.url()).search), request.postData() ?? '');
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders });
      return;
    }
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const states = featureStates(flags);
    const body = request.url().includes('/identities/')
      ? { identifier: 'e2e', flags: states, traits: [] }
      : states;
    // The page may be gone by the time a slow answer is ready.
    await route.fulfill({ status: 200, headers: corsHeaders, json: body }).catch(() => undefined);
  });
  return {
    setFlags(next) {
      flags = next;
    },
    requests,
    payloads,
  };
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};
