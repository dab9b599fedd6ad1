/**
 * The child processes the replica tests start (API replicas, redis-server): killed when the test process exits
 * however it exits, so that a failed or interrupted run leaves no server holding a port or database connections.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const children = new Set<ChildProcess>();
let hooked = false;

/** Registers a child to SIGKILL at exit; answers the function that forgets it (once it has been stopped). */
export function killOnExit(child: ChildProcess): () => void {
  if (!hooked) {
    hooked = true;
    // Synchronous, the only kind an 'exit' listener may do: a signal, no waiting.
    process.on('exit', () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    });
  }
  children.add(child);
  return () => children.delete(child);
}

/**
 * Preloaded into each API replica (node --require): ends it when this test process is gone without its exit
 * hook running (a worker killed by Jest or by a signal), instead of leaving an orphan on its port.
 */
export const ORPHAN_GUARD = path.join(__dirname, 'orphanGuard.cjs');

/** A port free now (for redis-server, which cannot be told to pick one and say which). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
