import { getRuntimeConfig } from '../config/runtimeConfig';

/** An HTTP error with the status and the server's message (JSON `message`, when it sent one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiBase}${path}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(apiUrl(path), {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = await readBody(response);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

export const getJson = <T>(path: string, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(path, signal ? { signal } : {});

export const postJson = <T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body: JSON.stringify(payload), ...(signal ? { signal } : {}) });
