/**
 * CI's compatibility matrix, "this shell with last week's remote" (docs/releasing.md#compatibility-gate):
 * `node --import jiti/register e2e/scripts/compat-previous.ts [remote]` (default catalog) builds the remote as
 * the commit before its last change left it, in a temporary git worktree that borrows this checkout's
 * node_modules, releases it with that commit's own release command into a releases folder of this checkout's
 * builds (releasesLayout.ts), and runs the compatibility gate for it against this shell. A shallow checkout, or
 * a remote with no earlier commit, is skipped with a message. Run after the production builds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import apps from '../../apps.json';
import { layOutReleases, operatorCommand } from '../support/releasesLayout';

const root = resolve(__dirname, '../..');
const app = process.argv[2] ?? 'catalog';
const remote = (apps.remotes as Record<string, { dir: string }>)[app];
if (!remote) throw new Error(`Unknown remote '${app}': one of ${Object.keys(apps.remotes).join(', ')}.`);
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * The worktree's node_modules: links to this checkout's packages, except the workspaces' own (@sencha/*), which
 * link to the worktree's folders so the remote builds with that commit's shared code and build tools.
 */
function borrowNodeModules(worktree: string): void {
  const modules = join(worktree, 'node_modules');
  mkdirSync(join(modules, '@sencha'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules')))
    if (name !== '@sencha') symlinkSync(join(root, 'node_modules', name), join(modules, name));
  for (const name of readdirSync(join(root, 'node_modules/@sencha'))) {
    const own = join(worktree, name);
    symlinkSync(
      existsSync(own) ? own : join(root, 'node_modules/@sencha', name),
      join(modules, '@sencha', name),
    );
  }
  if (existsSync(join(root, remote!.dir, 'node_modules')))
    symlinkSync(join(root, remote!.dir, 'node_modules'), join(worktree, remote!.dir, 'node_modules'));
}

function main(): number {
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    console.log(`compat-previous: skipped, the checkout is shallow (fetch its history to compare ${app}).`);
    return 0;
  }
  const [, previous] = git('log', '-n', '2', '--format=%H', '--', remote!.dir).split('\n');
  if (!previous) {
    console.log(`compat-previous: skipped, no commit before the last one changed ${remote!.dir}.`);
    return 0;
  }
  const started = Date.now();
  const worktree = mkdtempSync(join(tmpdir(), `sencha-${app}-previous-`));
  git('worktree', 'add', '--detach', '--quiet', worktree, previous);
  let releasesDir: string | undefined;
  try {
    borrowNodeModules(worktree);
    const pkg = JSON.parse(readFileSync(join(worktree, remote!.dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const version = `${pkg.version}-${previous.slice(0, 7)}`;
    releasesDir = layOutReleases();
    // That commit's own release command, as its pipeline ran it.
    execFileSync('node', ['scripts/releases/cli.mjs', 'release', app, version], {
      cwd: worktree,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const built = seconds(started);
    const run = operatorCommand(releasesDir, 'compat', app, version);
    console.log(run.output.trim());
    console.log(
      `compat-previous: ${app} ${version} (${previous.slice(0, 7)}) with this shell ` +
        `${run.ok ? 'passed' : 'FAILED'}; worktree and release ${built}, ${seconds(started)} in all.`,
    );
    return run.ok ? 0 : 1;
  } finally {
    git('worktree', 'remove', '--force', worktree);
    if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
  }
}

process.exitCode = main();
