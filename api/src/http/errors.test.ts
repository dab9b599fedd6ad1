import { describeError } from './errors';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from '../core/errors';

describe('domain errors to HTTP', () => {
  it.each([
    [new ValidationError('Bad.'), 400, 'Bad Request'],
    [new UnauthorizedError('Who?'), 401, 'Unauthorized'],
    [new ForbiddenError('No.'), 403, 'Forbidden'],
    [new NotFoundError('Gone.'), 404, 'Not Found'],
    [new ConflictError('Clash.'), 409, 'Conflict'],
    [new UnavailableError('Later.', { retryAfter: 2 }), 503, 'Service Unavailable'],
  ])('maps %s to %i with its own message', (error, statusCode, name) => {
    expect(describeError(error)).toEqual({ statusCode, error: name, message: error.message });
  });

  it('keeps the cause of an unavailable service for the report, not the answer', () => {
    const cause = new Error('provider said no: secret detail');
    const error = new UnavailableError('The payment service is unavailable.', { cause });
    expect(error.cause).toBe(cause);
    expect(describeError(error).message).toBe('The payment service is unavailable.');
  });
});
