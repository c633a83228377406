import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createValidatorCompiler } from '../../../server/http/validator-compiler';
import type { JsonSchema } from '../../../src/engine/lazy/validation';
import type { FuzzRequest } from './route-requests';

type Validate = (value: unknown) => boolean;

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** The answer's body as text, uncompressed when a request's `accept-encoding` made the server compress it. */
export function bodyText(response: LightMyRequestResponse): string {
  const decode = DECODERS[String(response.headers['content-encoding'])];
  return decode ? decode(response.rawPayload).toString('utf8') : response.body;
}

/**
 * What is wrong with an answer, if anything: any 5xx; and an error answer (4xx, HEAD's have no body) whose body is not
 * the JSON the route declares for that status: its own schema for it, else its `4xx` one, which is the error contract
 * `{ error, message, details? }` for every route (server/http/contract.ts) unless it names another.
 */
export function answerChecker(app: FastifyInstance): (request: FuzzRequest, declared: Record<string, unknown>, response: LightMyRequestResponse) => string | undefined {
  const compile = createValidatorCompiler(Object.values(app.getSchemas()) as JsonSchema[]);
  const validators = new Map<unknown, Validate>();
  const validatorOf = (schema: unknown) => {
    const known = validators.get(schema);
    if (known) return known;
    const made = compile({ schema: schema as JsonSchema, httpPart: 'body', method: 'GET', url: '/' }) as Validate;
    validators.set(schema, made);
    return made;
  };

  return (request, declared, response) => {
    const status = response.statusCode;
    if (status >= 500) return `answered ${status}`;
    if (status < 400 || request.method === 'HEAD') return undefined;
    const schema = declared[String(status)] ?? declared['4xx'];
    if (!schema) return `answered ${status}, for which the route declares no schema`;
    let body: unknown;
    try {
      body = JSON.parse(bodyText(response));
    } catch {
      return `answered ${status} with a body that is not JSON (${response.headers['content-type'] ?? 'no content-type'})`;
    }
    return validatorOf(schema)(body) ? undefined : `answered ${status} with a body outside its declared schema ${JSON.stringify(schema)}`;
  };
}
