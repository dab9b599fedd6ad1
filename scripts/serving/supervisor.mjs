// Keeps a child process running: when it exits unexpectedly it is started again after a backoff that doubles
// up to a ceiling, and resets once the child has stayed up for a while. `npm start` runs the API this way, so
// a crash costs shoppers a few seconds of 503s from the proxy, never the whole shop. A child that refuses to
// start (a setting or a data folder the operator must fix) exits with CONFIG_EXIT_CODE instead, and is not
// restarted: it would refuse again. See docs/serving.md#the-supervised-api.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {ReturnType<typeof supervise>} Supervisor */

/** The API's exit code for a start the operator must fix (api/src/startupError.ts): EX_CONFIG of sysexits.h. */
export const CONFIG_EXIT_CODE = 78;

/**
 * @param {object} options
 * @param {string} options.name
 * @param {string} options.command
 * @param {string[]} options.args
 * @param {string} [options.cwd]
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {number} [options.initialDelayMs] first restart delay
 * @param {number} [options.maxDelayMs]     ceiling of the doubling delay
 * @param {number} [options.stableAfterMs]  up this long and the delay starts over
 * @param {number[]} [options.finalExitCodes] exit codes that end the supervision instead of a restart
 * @param {import('node:child_process').StdioOptions} [options.stdio]
 * @param {(line: string) => void} [options.log]
 */
export function supervise({
  name,
  command,
  args,
  cwd,
  env,
  initialDelayMs = 500,
  maxDelayMs = 15_000,
  stableAfterMs = 30_000,
  finalExitCodes = [CONFIG_EXIT_CODE],
  stdio = 'inherit',
  log = (line) => console.error(line),
}) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  let delay = initialDelayMs;
  let stopping = false;
  /** @type {NodeJS.Timeout | null} */
  let restartTimer = null;
  let restarts = 0;
  /** @type {(code: number) => void} */
  let gaveUp = () => undefined;
  /** @type {Promise<number>} */
  const stopped = new Promise((resolve) => {
    gaveUp = resolve;
  });

  function start() {
    restartTimer = null;
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio });
    // A failed spawn also ends in 'exit' (or never starts): log it rather than crash the parent.
    child.on('error', (error) => log(`${name} could not be started: ${error.message}`));
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      // The child said why itself (one line): a restart would only say it again.
      if (code !== null && finalExitCodes.includes(code)) {
        stopping = true;
        gaveUp(code);
        return;
      }
      if (Date.now() - startedAt >= stableAfterMs) delay = initialDelayMs;
      log(`${name} stopped (${signal ?? `exit ${code}`}); restarting in ${delay} ms.`);
      restartTimer = setTimeout(start, delay);
      restarts += 1;
      delay = Math.min(delay * 2, maxDelayMs);
    });
  }
  start();
  // Whatever way the parent ends, the child does not outlive it.
  process.once('exit', () => child?.kill('SIGKILL'));

  return {
    /** True while the child is down and waiting to be started again. */
    isRestarting: () => restartTimer !== null,
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    /** Resolves with the exit code when the child exited with a final code (it is not restarted). */
    stopped,
    /** The child's process, for its piped output (options.stdio). */
    get child() {
      return child;
    },
    /**
     * Stops the child (and any pending restart); resolves when it has exited.
     * @param {NodeJS.Signals} [signal]
     * @param {number} [graceMs]
     * @returns {Promise<void>}
     */
    stop(signal = 'SIGTERM', graceMs = 15_000) {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      const running = child;
      if (!running) return Promise.resolve();
      return new Promise((resolve) => {
        const force = setTimeout(() => running.kill('SIGKILL'), graceMs);
        running.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        running.kill(signal);
      });
    },
  };
}

/**
 * Waits until `url` answers 200 (the supervised API is listening), or the supervision ended with a final exit.
 * @param {string} url
 * @param {Supervisor} supervisor
 * @param {number} [intervalMs]
 * @returns {Promise<boolean>} true when ready, false when the child gave up
 */
export async function untilReady(url, supervisor, intervalMs = 250) {
  let ended = false;
  void supervisor.stopped.then(() => {
    ended = true;
  });
  while (!ended) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  return false;
}
