/**
 * `node dist/bench/throughput.js <base> <out.json>`: the catalogue and commerce routes' throughput against a
 * running shop, nothing else (no targets, no floods). The replicas bench (e2e/bench/replicas.ts) runs it through
 * nginx in front of one and then three API replicas.
 */
import fs from 'node:fs';
import { benchCommerce } from './commerce';
import { CONNECTIONS, DURATION, routeFigures, run, type RouteFigures } from './run';

/** Two catalogue reads shoppers make most: a tea item and a listing (served from each replica's memory). */
const CATALOGUE_ROUTES = ['/api/tea-item/sencha-superior-100g', '/api/teatype/green-tea/tea'];

async function main(): Promise<void> {
  const [base, out] = process.argv.slice(2);
  if (!base || !out) throw new Error('usage: throughput.js <base URL> <out.json>');
  // Every replica behind the balancer serialises each answer once and warms its code: a second of load each.
  for (const route of CATALOGUE_ROUTES) await run(`${base}${route}`, { duration: 1 });
  const catalogue: RouteFigures[] = [];
  for (const route of CATALOGUE_ROUTES) {
    const result = await run(`${base}${route}`);
    catalogue.push(routeFigures(`GET ${route}`, result));
    console.log(`GET ${route.padEnd(38)} ${String(Math.round(result.requests.average)).padStart(6)} req/s`);
  }
  const commerce = await benchCommerce(base);
  fs.writeFileSync(
    out,
    JSON.stringify({ connections: CONNECTIONS, durationSeconds: DURATION, catalogue, commerce }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
