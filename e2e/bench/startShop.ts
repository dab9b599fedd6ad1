import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { untilRenderWarm } from '../support/renderServer';
import { stopProcess } from './apiProcess';

const root = resolve(__dirname, '../..');
const SHOP_URL = 'http://localhost:3000';
const RENDER_URL = 'http://127.0.0.1:3006';

export interface RunningShop {
  url: string;
  stop(): Promise<void>;
}

/**
 * The shop as `npm start` serves it (scripts/serve.mjs: each app's build from its own origin, plain HTTP/1.1,
 * the render server unless `serverRendering` is off) over the bench's API: the second way the pages are
 * measured (e2e/README.md). Uses `npm start`'s ports (shell 3000, remotes 3001-3005, render 3006).
 */
export async function startShop(apiUrl: string, serverRendering: boolean): Promise<RunningShop> {
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      API_URL: apiUrl,
      // Each app's build, never a releases folder a developer made (docs/releasing.md#the-local-shop).
      RELEASES_DIR: join(root, 'e2e/.no-releases'),
      SERVER_RENDERING: serverRendering ? 'on' : 'off',
    },
  });
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(`npm start's server ended (${String(signal ?? code)}) before it was ready`);
  });
  const stop = () => stopProcess(child);
  try {
    // Printed once every app listens on its port (a port in use ends the server instead, so this is not another
    // shop answering on 3000) and the API answers.
    const running = new Promise<void>((ready) =>
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith('Sencha Tea is running.')) ready();
      }),
    );
    const timeout = (ms: number) =>
      new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`npm start was not running within ${ms / 1000} s`)), ms).unref(),
      );
    await Promise.race([running, exited, timeout(120_000)]);
    // The render server's worker warms after it listens: until then every page is rendered in the browser.
    if (serverRendering)
      await untilRenderWarm(RENDER_URL, () => child.exitCode !== null || child.signalCode !== null);
    return { url: SHOP_URL, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    exited.catch(() => undefined);
  }
}
