import type autocannon from 'autocannon';
import { routeFigures, run, type RouteFigures } from './run';

/**
 * Searches at the rate search must sustain, cached or not (docs/product-rules/search.md#how-search-is-served):
 * 2,000 a second with p99 under 20 ms.
 */
const RATE = Number(process.env.BENCH_SEARCH_RATE ?? 2000);
const TARGET_P99 = 20;

/** What shoppers send: whole words, typos, filters and sorts on the results page, prefixes in the box. */
const MIX = [
  '/api/search?q=sencha',
  '/api/search?q=jasmine%20pearl',
  '/api/search?q=oolong%20taiwan',
  '/api/search?q=umami&sort=price-asc',
  '/api/search?q=oolong&region=nantou',
  '/api/search?q=tea&type=green-tea&available=in-stock',
  '/api/search?q=senca',
  '/api/search?q=matcha%20whisk',
  '/api/search/suggest?q=se',
  '/api/search/suggest?q=sen',
  '/api/search/suggest?q=jasm',
  '/api/search/suggest?q=oolo',
];

const WORDS = [
  'green',
  'black',
  'oolong',
  'sencha',
  'matcha',
  'floral',
  'roasty',
  'japan',
  'china',
  'teapot',
];

/**
 * Every search is rate limited per client address: each request comes from its own address (X-Forwarded-For,
 * believed from loopback), so this measures the limiter's bookkeeping, not its 429s.
 */
function searches(paths: () => string): Partial<autocannon.Options> {
  let client = 0;
  return {
    connections: 20,
    overallRate: RATE,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          client += 1;
          return {
            ...request,
            path: paths(),
            headers: {
              ...request.headers,
              'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
            },
          };
        },
      },
    ],
  };
}

/**
 * GET /api/search and /suggest at a fixed 2,000 req/s: the shoppers' mix (answers cached per catalogue version,
 * as the catalogue's are), then every query new (each a miss: the in-memory index's search every time, with a
 * typo to correct). Both must meet the target.
 */
export async function benchSearch(base: string): Promise<{ ok: boolean; figures: RouteFigures[] }> {
  for (const path of MIX) await fetch(`${base}${path}`); // warm the cache and the search documents
  let next = 0;
  const mix = await run(
    base,
    searches(() => MIX[next++ % MIX.length] as string),
  );
  let unique = 0;
  const missPath = (prefix: string) => {
    unique += 1;
    const word = WORDS[unique % WORDS.length] as string;
    return `/api/search?q=${word}%20${word.slice(0, 3)}${prefix}${unique.toString(36)}`;
  };
  // A long-running server has compiled its search path long ago; a fresh one compiles it during the first
  // requests. Warm it with new queries (never asked again) as the mix is warmed above, under the one address's
  // rate limit (SEARCH_RATE_MAX).
  for (let i = 0; i < 250; i += 1) await fetch(`${base}${missPath('w')}`);
  const misses = await run(
    base,
    searches(() => missPath('')),
  );
  let ok = true;
  const figures: RouteFigures[] = [];
  for (const [label, r] of [
    ['search + suggest, shoppers mix', mix],
    ['search, every query new (misses)', misses],
  ] as const) {
    figures.push(routeFigures(`GET ${label} at ${RATE} req/s`, r));
    const rps = Math.round(r.requests.average);
    const pass = r.latency.p99 < TARGET_P99 && r.non2xx === 0 && r.errors === 0;
    ok &&= pass;
    console.log(
      `${label.padEnd(40)} ${String(rps).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   ` +
        `p99 ${String(r.latency.p99).padStart(3)} ms   ` +
        `(offered ${RATE} req/s, non-2xx ${r.non2xx}, errors ${r.errors}) ${pass ? 'OK' : 'BELOW TARGET'}`,
    );
  }
  console.log(`search target: p99 < ${TARGET_P99} ms at ${RATE} req/s: ${ok ? 'met' : 'NOT met'}`);
  return { ok, figures };
}
