import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { reportSafely, type ErrorReporter } from './errorReporting';
import type { ErrorBody } from '@sencha/shared/contract';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from '../core/errors';

export type { ErrorBody } from '@sencha/shared/contract';

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: http.STATUS_CODES[statusCode] ?? 'Error', message };
}

/** The status of each domain error (core/errors.ts): the one place where the services' errors meet HTTP. */
export function domainStatus(error: DomainError): number {
  if (error instanceof ValidationError) return 400;
  if (error instanceof UnauthorizedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof UnavailableError) return 503;
  return 500;
}

/**
 * Fixed messages for errors raised by Fastify, its parsers and Node: theirs may quote the input (a content type,
 * a fragment of broken JSON, the URL), and answers never echo input.
 */
const GENERIC: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication is required.',
  403: 'This is not allowed.',
  404: 'The requested resource was not found.',
  405: 'This method is not allowed here.',
  406: 'No acceptable representation is available.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  414: 'The request address is too long.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large.',
  503: 'The service is unavailable. Please try again shortly.',
};

const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is not valid.',
  FST_ERR_BAD_URL: 'The request address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The request address is too long.',
};

export const SERVER_ERROR_MESSAGE = 'An unexpected error occurred. Please try again shortly.';

export function genericMessage(status: number): string {
  return GENERIC[status] ?? (status >= 500 ? SERVER_ERROR_MESSAGE : GENERIC[400]!);
}

interface ErrorLike {
  statusCode?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
  expose?: unknown;
}

/** The status and client-safe body for anything thrown in a route, a hook or a plugin. */
export function describeError(error: unknown): ErrorBody {
  // Our own domain errors are written for shoppers (e.g. 503 'Online payment is not available...'); any other
  // 5xx may carry internals.
  if (error instanceof DomainError) return errorBody(domainStatus(error), error.message);
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (e.validation !== undefined) {
    // Ajv messages name the field and the rule (e.g. "body/email must be string"), never the value.
    return errorBody(400, typeof e.message === 'string' ? e.message : GENERIC[400]!);
  }
  const raw = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : 500;
  const status = raw >= 400 && raw < 600 ? raw : 500;
  if (status >= 500) return errorBody(status, genericMessage(status));
  if (e.expose === true && typeof e.message === 'string') return errorBody(status, e.message);
  if (typeof e.code === 'string' && BY_CODE[e.code]) return errorBody(status, BY_CODE[e.code]!);
  return errorBody(status, genericMessage(status));
}

/**
 * What a 5xx reports: a domain error (e.g. 503 'payments unavailable') is not a defect, but the failure it
 * carries as its cause (the provider's error) is; anything else is itself.
 */
const reportable = (error: unknown): unknown => (error instanceof DomainError ? error.cause : error);

/**
 * The answer for anything thrown: client errors are logged at debug; a 5xx is logged with its stack, reported
 * (when unexpected) and answered with the request id but no stack or internals (docs/observability.md#api-errors).
 */
export function errorHandler(reporter: ErrorReporter) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    // A route's own 400 shape (e.g. the cart validation result).
    if (error instanceof ValidationError && error.body) {
      request.log.debug({ err: error }, 'request refused');
      return reply.code(400).send(error.body);
    }
    const body = describeError(error);
    if (error instanceof UnavailableError && error.retryAfter !== undefined) {
      // A refusal under load is expected: the client comes back after Retry-After.
      reply.header('retry-after', String(error.retryAfter));
      request.log.debug({ err: error }, 'request refused: busy');
      return reply.code(body.statusCode).send(body);
    }
    if (body.statusCode < 500) {
      request.log.debug({ err: error }, 'request refused');
      return reply.code(body.statusCode).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const cause = reportable(error);
    if (cause !== undefined)
      reportSafely(reporter, request.log, cause, {
        request_id: request.id,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
      });
    return reply.code(body.statusCode).send({ ...body, requestId: request.id });
  };
}

/** Router-level errors (bad URL encoding, over-long parameters): same shape, fixed messages. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = describeError(error);
  request.log.debug({ code: error.code }, 'router refused the request');
  void reply.code(body.statusCode).header('x-content-type-options', 'nosniff').send(body);
}

/**
 * Errors Node raises before a request exists (header overflow, timeouts, malformed HTTP): written on the socket
 * in the shared shape, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_URI_TOO_LONG'
          ? 414
          : 400;
  const body = JSON.stringify(errorBody(status, genericMessage(status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
