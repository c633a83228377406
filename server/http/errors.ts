import type { ValidationIssue } from '../../src/engine/lazy/validation';

/** The `error` field of every error body, by status. */
const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  414: 'URITooLong',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalServerError',
};

export const errorName = (status: number): string => ERROR_NAMES[status] ?? (status >= 500 ? 'InternalServerError' : 'BadRequest');

/** An error meant for the caller: its status, name, message and extra body fields are sent as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly body: Record<string, unknown>;

  constructor(statusCode: number, message: string, options: { error?: string; body?: Record<string, unknown> } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.error = options.error ?? errorName(statusCode);
    this.body = options.body ?? {};
  }
}

/** A domain's refusals by problem, each issue carrying its problem's name as the `code` the page translates. */
export const issuesByProblem = <P extends string>(problems: Record<P, Omit<ValidationIssue, 'code'>>): Record<P, ValidationIssue> =>
  Object.fromEntries(Object.entries<Omit<ValidationIssue, 'code'>>(problems).map(([code, issue]) => [code, { ...issue, code }])) as Record<P, ValidationIssue>;

export const badRequest = (message: string, details?: ValidationIssue[]) =>
  new HttpError(400, message, details ? { error: 'ValidationError', body: { details } } : {});
export const unauthorized = (message = 'Sign-in required') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
