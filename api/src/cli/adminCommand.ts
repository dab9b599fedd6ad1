/**
 * The operator command's logic (docs/operations.md#orders), apart from the process so that tests run it
 * against a real API: parses the arguments, calls the operator routes, answers what to print.
 */
export const ADMIN_USAGE = `Usage:
  npm run admin -w api -- orders [pending|processing|"in transit"|delivered|cancelled]
  npm run admin -w api -- state <orderId> <processing|"in transit"|delivered|cancelled>
  npm run admin -w api -- approve <orderId>
Environment: ADMIN_TOKEN (required), API_URL (default http://127.0.0.1:4000)`;

export interface AdminEnv {
  token: string | undefined;
  apiUrl: string | undefined;
}

export interface AdminResult {
  /** 0 done, 1 refused or failed, 2 usage. */
  code: number;
  output: string;
}

async function call(
  env: AdminEnv,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<AdminResult> {
  if (!env.token) return { code: 1, output: 'Set ADMIN_TOKEN to the token the API was started with.' };
  const base = (env.apiUrl || 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${env.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (json as { message?: string } | null)?.message ?? response.statusText;
    return { code: 1, output: `${response.status}: ${message}` };
  }
  return { code: 0, output: JSON.stringify(json, null, 2) };
}

export async function adminCommand(argv: readonly string[], env: AdminEnv): Promise<AdminResult> {
  const [command, ...args] = argv;
  if (command === 'orders' && args.length <= 1)
    return call(env, 'GET', `/admin/orders${args[0] ? `?state=${encodeURIComponent(args[0])}` : ''}`);
  if (command === 'state' && args.length >= 2)
    // "in transit" may come as one argument or two.
    return call(env, 'POST', `/admin/orders/${encodeURIComponent(args[0]!)}/delivery-states`, {
      state: args.slice(1).join(' '),
    });
  if (command === 'approve' && args.length === 1)
    return call(env, 'POST', `/admin/reviews/${encodeURIComponent(args[0]!)}/approve`);
  return { code: 2, output: ADMIN_USAGE };
}
