import http from 'node:http';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: http.STATUS_CODES[statusCode] ?? 'Error', message };
}

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const SLUG = /^[A-Za-z0-9-]{1,200}$/;

export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && SLUG.test(slug);
}

export const errorSchema = {
  $id: 'Error',
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
} as const;
