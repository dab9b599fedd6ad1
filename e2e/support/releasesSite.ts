import { expect, test } from '@playwright/test';
import { nginxAvailable, startNginx, type NginxOptions, type RunningNginx } from './nginxServer';
import { layOutReleases, releaseCommand } from './releasesLayout';
import { startRenderServer, type RunningRenderServer } from './renderServer';

export interface ReleasesSite {
  /** nginx's address, once the spec's tests run. */
  readonly url: string;
  /** The spec's own releases folder. */
  readonly releasesDir: string;
  /** A release command (release, promote, rollback, ...) that must succeed; its output. */
  run(...args: string[]): string;
}

/**
 * A spec's shop as production serves it: the production builds laid out as releases (releasesLayout.ts) behind
 * Debian's nginx on `port`, in front of the e2e API. Started before the spec's tests, which then run in order
 * (they promote and roll back in one folder), and stopped after them.
 */
export function releasesSite(port: number, options: NginxOptions = {}): ReleasesSite {
  let nginx: RunningNginx | undefined;
  let releasesDir = '';
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.skip(!nginxAvailable() && !process.env.CI, 'nginx is not installed on this machine');
    releasesDir = layOutReleases();
    nginx = await startNginx(port, '127.0.0.1:4000', releasesDir, options);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });
  return {
    get url() {
      if (!nginx) throw new Error('nginx has not started: use the site inside a test');
      return nginx.url;
    },
    get releasesDir() {
      return releasesDir;
    },
    run(...args) {
      const done = releaseCommand(releasesDir, ...args);
      expect(done.ok, done.output).toBe(true);
      return done.output;
    },
  };
}

/**
 * The live shell's render server of a spec's releases site, behind its nginx (`renderUpstream` on `port`):
 * started before the spec's tests, stopped after them.
 */
export function renderServerBehind(site: ReleasesSite, port: number): void {
  let render: RunningRenderServer | undefined;
  test.beforeAll(async () => {
    render = await startRenderServer(site.releasesDir, { port, staticOrigin: site.url, publicUrl: site.url });
  });
  test.afterAll(async () => {
    await render?.stop();
  });
}
