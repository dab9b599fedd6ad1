/**
 * The operator command (docs/operations.md#orders): the operator routes, from a terminal.
 *   npm run admin -w api -- orders [state]
 *   npm run admin -w api -- state <orderId> <processing|in transit|delivered|cancelled>
 *   npm run admin -w api -- approve <orderId>
 * Environment: ADMIN_TOKEN (required), API_URL (default http://127.0.0.1:4000).
 */
const USAGE = `Usage:
  npm run admin -w api -- orders [pending|processing|"in transit"|delivered|cancelled]
  npm run admin -w api -- state <orderId> <processing|"in transit"|delivered|cancelled>
  npm run admin -w api -- approve <orderId>
Environment: ADMIN_TOKEN (required), API_URL (default http://127.0.0.1:4000)`;

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) throw new Error('Set ADMIN_TOKEN to the token the API was started with.');
  const base = (process.env.API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (json as { message?: string } | null)?.message ?? response.statusText;
    throw new Error(`${response.status}: ${message}`);
  }
  return json;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  let result: unknown;
  if (command === 'orders' && args.length <= 1)
    result = await call('GET', `/admin/orders${args[0] ? `?state=${encodeURIComponent(args[0])}` : ''}`);
  else if (command === 'state' && args.length >= 2)
    result = await call('POST', `/admin/orders/${encodeURIComponent(args[0]!)}/delivery-states`, {
      state: args.slice(1).join(' '),
    });
  else if (command === 'approve' && args.length === 1)
    result = await call('POST', `/admin/reviews/${encodeURIComponent(args[0]!)}/approve`);
  else {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  console.log(JSON.stringify(result, null, 2));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
