import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import apps from '../../apps.json';

const root = resolve(__dirname, '../..');
/** The version the production builds carry in their manifests (each package's version). */
export const BUILT = '0.1.0';
/** Releases made by e2e/scripts/build-release-fixtures.mjs. */
export const FIXTURES = join(root, 'e2e/.qa/releases');
export const RELEASE_CLI = join(root, 'scripts/releases/cli.mjs');

const APPS: Record<string, string> = {
  shell: apps.shell.dir,
  ...Object.fromEntries(Object.entries(apps.remotes).map(([name, remote]) => [name, remote.dir])),
};
export const REMOTE_NAMES = Object.keys(apps.remotes);

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A releases folder as `npm run release` and `npm run promote` leave it (docs/releasing.md), made from the
 * production builds: every app released as 0.1.0 (a folder of links to its dist/ plus release.json) and live,
 * and the fixture releases of build-release-fixtures.mjs beside them when they exist. With `qaOrigins`, the
 * shell release's config.json lists them as its QA origins, as a QA environment's does: the nginx in front of it
 * must allow the same (nginxServer.ts startNginx's `qaOrigins`).
 */
export function layOutReleases({ qaOrigins }: { qaOrigins?: readonly string[] } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'sencha-releases-'));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const contract = String(readJson(join(root, 'platform/package.json')).version);
  for (const [app, folder] of Object.entries(APPS)) {
    const dist = join(root, folder, 'dist');
    const release = join(dir, app, BUILT);
    mkdirSync(release, { recursive: true });
    for (const name of readdirSync(dist)) symlinkSync(join(dist, name), join(release, name));
    const builtAt = statSync(join(dist, 'index.html')).mtime.toISOString();
    writeFileSync(
      join(release, 'release.json'),
      JSON.stringify({ app, version: BUILT, commit, builtAt, contract }),
    );
    const fixtures = join(FIXTURES, app);
    if (existsSync(fixtures))
      for (const version of readdirSync(fixtures))
        symlinkSync(join(fixtures, version), join(dir, app, version));
  }
  if (qaOrigins) withQaOrigins(join(dir, 'shell', BUILT, 'config.json'), qaOrigins);
  symlinkSync(BUILT, join(dir, 'shell/live'));
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/${BUILT}/mf-manifest.json`])),
    ),
  );
  return dir;
}

/** Replaces a release's link to the built config.json with a file of its own that lists `qaOrigins`. */
function withQaOrigins(configFile: string, qaOrigins: readonly string[]): void {
  const config = readJson(configFile);
  // Unlinked first: writing through the link would change the build itself.
  unlinkSync(configFile);
  const qaOverrides = { ...(config.qaOverrides as object), allowedOrigins: qaOrigins };
  writeFileSync(configFile, `${JSON.stringify({ ...config, qaOverrides }, null, 2)}\n`);
}

/** `npm run <command> -- <args>` against a releases folder: what an operator runs. */
export function operatorCommand(releasesDir: string, ...args: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync('node', [RELEASE_CLI, ...args], {
      cwd: root,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * operatorCommand, with every promotion forced past the compatibility gate: the specs that use it are about
 * pointers, canaries and open tabs, not the gate (compat-gate.spec.ts is, docs/releasing.md#compatibility-gate).
 */
export const releaseCommand = (releasesDir: string, ...args: string[]) =>
  operatorCommand(releasesDir, ...args, ...(args[0] === 'promote' ? ['--force'] : []));

/**
 * Makes a fixture release in a laid-out folder the folder's own (links to its files, its own release.json), so
 * what a command writes into its release.json stays in this folder, not in the shared fixture.
 */
export function ownRelease(releasesDir: string, app: string, version: string): void {
  const release = join(releasesDir, app, version);
  const fixture = readlinkSync(release);
  unlinkSync(release);
  mkdirSync(release);
  for (const name of readdirSync(fixture))
    if (name !== 'release.json') symlinkSync(join(fixture, name), join(release, name));
  copyFileSync(join(fixture, 'release.json'), join(release, 'release.json'));
}
