/**
 * The errors services throw: what went wrong in the shop's terms, never an HTTP status. `http/errors.ts` is the
 * one place that maps them to status codes and bodies (docs/observability.md#api-errors). Their messages are
 * written for shoppers and answered as they are, so they are never built from the request's input.
 */
export abstract class DomainError extends Error {
  readonly expose = true;
  /** `cause`: the failure behind a refusal (a payment provider's error), reported though the refusal is not. */
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The request asks for something invalid (400). `body`: an answer of the route's own 400 shape instead. */
export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly body?: object,
  ) {
    super(message);
  }
}

/** No valid credentials (401). */
export class UnauthorizedError extends DomainError {}

/** Not allowed from here (403). */
export class ForbiddenError extends DomainError {}

/** The thing asked for does not exist (404). */
export class NotFoundError extends DomainError {}

/** The request clashes with the current state, e.g. an order moved backwards (409). */
export class ConflictError extends DomainError {}

/**
 * The service cannot answer now (503). With `retryAfter` (seconds) it is a refusal under load, expected and
 * answered with Retry-After; without, a failure, logged and reported with its cause.
 */
export class UnavailableError extends DomainError {
  readonly retryAfter: number | undefined;
  constructor(message: string, options: { cause?: unknown; retryAfter?: number } = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.retryAfter = options.retryAfter;
  }
}
