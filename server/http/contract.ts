import { SCHEMA_BASE } from '../../src/engine/validation';

/**
 * A `$ref` to an API contract, `schemas/api/{name}.json`, by its `$id`: `contract('system/version')`. Every schema
 * below `schemas/` is registered with Fastify, which validates requests and serialises responses with it, so an answer
 * never carries a field its contract does not name.
 */
export const contract = (name: string) => ({ $ref: `${SCHEMA_BASE}schemas/api/${name}.json` }) as const;
