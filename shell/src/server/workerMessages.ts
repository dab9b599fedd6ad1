import type { ServerState } from '../boot/serverState';
import type { PageRequest } from './renderPage';

/**
 * What the render server asks a worker (docs/server-rendering.md#one-composition-per-worker): a render, or to stop
 * one whose shopper has gone.
 */
export type RenderMessage =
  { type: 'render'; id: number; request: PageRequest } | { type: 'abort'; id: number };

/**
 * What a worker says: once, that it is warm (its remotes composed, every page's code loaded and rendered once);
 * then for each render, in order, its head, its own title and share tags if it told them, its body in chunks,
 * and its end.
 */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'head'; id: number; html: string }
  | { type: 'metadata'; id: number; html: string }
  | { type: 'body'; id: number; html: string }
  | { type: 'end'; id: number; state: ServerState | null }
  | { type: 'failed'; id: number; message: string };
