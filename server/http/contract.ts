import type { FastifyInstance } from 'fastify';
import { SCHEMA_BASE, type JsonSchema } from '../../src/engine/lazy/validation';
import { serialiserOf } from './serializer-compiler';

/** A `$ref` to a schema below `schemas/`, by its `$id`: `sharedSchema('page-save')`. */
export const sharedSchema = (name: string) => ({ $ref: `${SCHEMA_BASE}schemas/${name}.json` }) as const;

/**
 * A `$ref` to an API contract, `schemas/api/{name}.json`, by its `$id`: `contract('system/version')`. Every schema
 * below `schemas/` is registered with Fastify, which validates requests and serialises responses with it, so an answer
 * never carries a field its contract does not name.
 */
export const contract = (name: string) => sharedSchema(`api/${name}`);

/**
 * Every route added after this answers its 4xx and 5xx through the error contract, unless it names its own for a
 * status (the content save's 409 carries the current document).
 */
export function answerErrorsByContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { '4xx': contract('error'), '5xx': contract('error'), ...response } };
  });
}

/**
 * The serialiser Fastify would use for `schema`, for answers a route writes itself (pre-serialised, cached bytes):
 * compiled from the same registered contracts, so such answers name no field their contract does not.
 */
export function contractSerialiser<T>(app: FastifyInstance, schema: { $ref: string }): (value: T) => string {
  return serialiserOf(schema, app.getSchemas() as Record<string, JsonSchema>);
}
