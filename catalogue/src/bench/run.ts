import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export function run(url: string, options: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, pipelining: 1, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** One route's figures as `npm run bench` records them (bench/results/*.json, e2e/bench/). */
export interface RouteFigures {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export function routeFigures(route: string, result: autocannon.Result): RouteFigures {
  return {
    route,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
