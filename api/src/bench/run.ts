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
