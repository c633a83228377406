import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import { errorName, HttpError, notFound } from './errors';

/** Fastify's request parts, as they appear at the start of a validation path. */
const PART_PREFIX: Record<string, string> = { body: '/body', querystring: '/query', params: '/params', headers: '/headers' };

function missingOrExtraSegment(issue: FastifySchemaValidationError): string {
  const params = issue.params as Record<string, unknown>;
  const name = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  return name === undefined ? '' : `/${String(name)}`;
}

function toIssues(error: FastifyError): ValidationIssue[] {
  const prefix = PART_PREFIX[error.validationContext ?? 'body'] ?? '';
  return (error.validation ?? []).map((issue) => ({
    path: `${prefix}${issue.instancePath}${missingOrExtraSegment(issue)}`,
    message: issue.message ?? 'is invalid',
  }));
}

export interface ErrorHandlerOptions {
  /** Answers unknown non-API GET requests (the single-page app's index.html) instead of a JSON 404. */
  pageFallback?: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | undefined;
}

const isPageRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|\?|$)/.test(request.url);

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a broken percent-encoding in the
 * path, a path parameter longer than `maxParamLength`) leaves through the error contract too, not in Fastify's own shape.
 */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ error: errorName(status), message: error.message });
};

/** Every error leaves as `{ error, message, details? }`; unexpected ones are logged and hidden behind a 500. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, options: ErrorHandlerOptions) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.body, error: error.error, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ error: 'ValidationError', message: error.message, details: toIssues(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: errorName(500), message: 'Internal server error' });
    }
    return reply.status(status).send({ error: errorName(status), message: error.message });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.pageFallback && isPageRequest(request)) return options.pageFallback(request, reply);
    throw notFound(`Route ${request.method}:${request.url} not found`);
  });
});
