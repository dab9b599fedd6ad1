import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** When a part ran and the machine's 1-minute load average then (timings mean little on a busy machine). */
export interface Conditions {
  at: string;
  loadAverage1m: number;
}

interface Part extends Conditions {
  commit: string;
}

interface Bytes {
  gzip: number;
  brotli: number;
}

interface Weight {
  js: Bytes;
  css: Bytes;
  files: number;
}

/** What the parts write: catalogue/src/bench/bench.ts, e2e/scripts/bundle-report.mjs and lighthouse.mjs. */
export interface ApiFigures {
  connections: number;
  durationSeconds: number;
  catalogue: RouteFigures[];
  /** Absent in reports written before site search existed. */
  search?: RouteFigures[];
  commerce: RouteFigures[];
}
interface RouteFigures {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}
export interface BundleFigures {
  pages: {
    name: string;
    path: string;
    requests: number;
    groups: Record<string, Weight>;
    /** First-load: every script and stylesheet fetched until the network is idle, less the deferred ones. */
    total: Weight;
    /** Chunks fetched after the first paint (deferred-chunks.json); absent in runs before they were told apart. */
    deferred?: Weight;
  }[];
}
export interface LighthouseFigures {
  /** How the pages were served ('HTTPS, HTTP/2'); runs that did not record it were over plain HTTP/1.1. */
  servedOver?: string;
  pages: {
    name: string;
    path: string;
    runs: number;
    median: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> &
      Record<'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs', number> & {
        /** Every response's bytes on the wire, headers included; absent in runs before it was recorded. */
        transferBytes?: number;
      };
    /** Audits that failed in any run; absent in runs before they were recorded. */
    failedAudits?: string[];
    /** The last run's longest main-thread tasks; absent in runs before they were recorded. */
    longTasks?: { url: string; startMs: number; durationMs: number }[];
  }[];
}

export interface BenchResults {
  label: string;
  /** What a reader must know about these figures that they cannot say themselves (written by hand). */
  note?: string;
  api?: ApiFigures & Part;
  bundles?: BundleFigures & Part;
  lighthouse?: LighthouseFigures & Part;
  /** The same pages through `npm start` (plain HTTP/1.1, each app from its own origin), in the same run. */
  lighthouseStart?: LighthouseFigures & Part;
  /** The same routes through nginx over one API replica, then three (e2e/bench/replicas.ts). */
  replicas?: { runs: ReplicaRun[] } & Part;
}

/** One replicas run: routes as ApiFigures has them. */
export type ReplicaRun = Pick<ApiFigures, 'catalogue' | 'commerce'> & { replicas: number };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => String(Math.round(value));
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const taken = (part: Part) =>
  `_commit ${part.commit}, ${part.at}, 1-minute load average ${part.loadAverage1m} when it started._`;

function lighthouseSection(figures: LighthouseFigures & Part, through = ''): string {
  const runs = figures.pages[0]?.runs ?? 0;
  return [
    `### Lighthouse mobile (median of ${runs} runs per page)${through}`,
    taken(figures),
    `Pages served over ${figures.servedOver ?? 'plain HTTP/1.1 (the bench did not record it then)'}.`,
    table(
      [
        'Page',
        'Performance',
        'Accessibility',
        'Best practices',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'Transfer KB',
      ],
      figures.pages.map(({ name, path, median: m }) => [
        `${name} \`${path}\``,
        m.performance,
        m.accessibility,
        m['best-practices'],
        m.seo,
        ms(m.fcpMs),
        ms(m.lcpMs),
        ms(m.tbtMs),
        m.cls.toFixed(3),
        m.transferBytes === undefined ? '-' : kb(m.transferBytes),
      ]),
    ),
    ...figures.pages
      .filter((page) => page.failedAudits?.length)
      .map(({ name, failedAudits = [] }) =>
        [`Failed audits on ${name}:`, ...failedAudits.map((audit) => `- ${audit}`)].join('\n'),
      ),
  ].join('\n\n');
}

function bundleSection(figures: BundleFigures & Part): string {
  const weightCells = (w: Weight) => [
    kb(w.js.gzip),
    kb(w.js.brotli),
    kb(w.css.gzip),
    kb(w.css.brotli),
    w.files,
  ];
  const head = ['JS gzip KB', 'JS brotli KB', 'CSS gzip KB', 'CSS brotli KB', 'files'];
  return [
    '### First-load JavaScript and CSS',
    taken(figures),
    table(
      ['Page', ...head, 'requests', 'deferred JS gzip KB', 'deferred JS brotli KB'],
      figures.pages.map((p) => [
        `${p.name} \`${p.path}\``,
        ...weightCells(p.total),
        p.requests,
        p.deferred ? kb(p.deferred.js.gzip) : '-',
        p.deferred ? kb(p.deferred.js.brotli) : '-',
      ]),
    ),
    ...figures.pages.map((p) =>
      [
        `#### ${p.name} by group`,
        table(
          ['Group', ...head],
          Object.entries(p.groups)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([group, w]) => [group, ...weightCells(w)]),
        ),
      ].join('\n\n'),
    ),
  ].join('\n\n');
}

function apiSection(figures: ApiFigures & Part): string {
  return [
    `### API throughput (autocannon, ${figures.durationSeconds} s per route)`,
    taken(figures),
    table(
      ['Route', 'req/s', 'p99 ms', 'non-2xx', 'errors'],
      [...figures.catalogue, ...(figures.search ?? []), ...figures.commerce].map((r) => [
        `\`${r.route}\``,
        r.requestsPerSecond,
        r.p99Ms,
        r.non2xx,
        r.errors,
      ]),
    ),
  ].join('\n\n');
}

function replicasSection(figures: { runs: ReplicaRun[] } & Part): string {
  const [one, many] = figures.runs;
  if (!one || !many) return '_Incomplete replicas figures._';
  const routes = (run: ReplicaRun) => [...run.catalogue, ...run.commerce];
  return [
    `### Through nginx: ${one.replicas} API replica, then ${many.replicas} (same machine, one run)`,
    taken(figures),
    table(
      [
        'Route',
        `req/s x${one.replicas}`,
        `req/s x${many.replicas}`,
        'ratio',
        `p99 ms x${one.replicas}`,
        `p99 ms x${many.replicas}`,
        'non-2xx',
      ],
      routes(one).map((r, i) => {
        const m = routes(many)[i] as typeof r;
        return [
          `\`${r.route}\``,
          r.requestsPerSecond,
          m.requestsPerSecond,
          (m.requestsPerSecond / r.requestsPerSecond).toFixed(2),
          r.p99Ms,
          m.p99Ms,
          r.non2xx + m.non2xx,
        ];
      }),
    ),
  ].join('\n\n');
}

/** bench/report.md from every bench/results/*.json: `before` first, the others after it by name. */
export function writeReport(resultsDir: string, reportFile: string): void {
  const all = readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(resultsDir, name), 'utf8')) as BenchResults)
    .sort((a, b) => (a.label === 'before' ? -1 : b.label === 'before' ? 1 : a.label.localeCompare(b.label)));
  const sections = all.map((results) =>
    [
      `## ${results.label}`,
      ...(results.note ? [results.note] : []),
      results.lighthouse ? lighthouseSection(results.lighthouse) : '_No Lighthouse figures._',
      ...(results.lighthouseStart
        ? [lighthouseSection(results.lighthouseStart, ' through `npm start`')]
        : []),
      results.bundles ? bundleSection(results.bundles) : '_No bundle figures._',
      results.api ? apiSection(results.api) : '_No API figures._',
      ...(results.replicas ? [replicasSection(results.replicas)] : []),
    ].join('\n\n'),
  );
  const intro = [
    '# Performance bench',
    'Written by `npm run bench` (e2e/bench/bench.ts) from `bench/results/*.json`: production builds served by',
    'nginx over a releases folder, the API on its default database. `before` is the start of the first-load work, kept;',
    'the other sections are later runs. Bytes and request counts are deterministic; timings depend on the load',
    'of the machine, recorded with each part. KB are 1024 bytes. First-load JavaScript is what a page fetches',
    'until the network is idle, less the chunks its apps fetch only after the first paint (deferred, listed in',
    'their deferred-chunks.json: docs/architecture.md#deferred-code); runs before that split counted them in.',
    'Lighthouse measures the pages over HTTPS with HTTP/2, as shoppers reach them (e2e/README.md), and, in runs',
    'that have a section "through `npm start`", the same pages as `npm start` serves them, in the same run; each',
    'run says how it was served. Over plain HTTP/1.1, one build had 0.5-1.0 s more LCP on five pages (the cart,',
    'with fewer files, 0.3 s less). Transfer KB is every response of the page on the wire, headers included, as',
    'Lighthouse counted it (- in runs before it was recorded).',
  ].join('\n');
  writeFileSync(reportFile, `${[intro, ...sections].join('\n\n')}\n`);
}
