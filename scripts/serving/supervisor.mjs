// Keeps a child process running: when it exits unexpectedly it is started again after a backoff that doubles
// up to a ceiling, and resets once the child has stayed up for a while. `npm start` runs the API this way, so
// a crash costs shoppers a few seconds of 503s from the proxy, never the whole shop. See docs/serving.md.
import { spawn } from 'node:child_process';

/** @typedef {ReturnType<typeof supervise>} Supervisor */

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
  log = (line) => console.error(line),
}) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  let delay = initialDelayMs;
  let stopping = false;
  /** @type {NodeJS.Timeout | null} */
  let restartTimer = null;
  let restarts = 0;

  function start() {
    restartTimer = null;
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    // A failed spawn also ends in 'exit' (or never starts): log it rather than crash the parent.
    child.on('error', (error) => log(`${name} could not be started: ${error.message}`));
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) return;
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
