import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { EDITOR_KEYWORDS, type JsonSchema } from '../../src/engine/lazy/validation';

function createAjv(shared: readonly JsonSchema[], coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, useDefaults: true, coerceTypes: coerceTypes && 'array' });
  addFormats(ajv);
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'boolean', 'object', 'array'] });
  for (const schema of shared) ajv.addSchema(schema);
  return ajv;
}

/**
 * Route schemas are JSON Schema 2020-12 and may `$ref` the shared schemas by `$id`.
 * Bodies are checked as sent (no coercion, extra properties are errors, not silently dropped);
 * query strings and params, which arrive as text, are coerced.
 */
export function createValidatorCompiler(shared: readonly JsonSchema[]): FastifySchemaCompiler<JsonSchema> {
  const forBody = createAjv(shared, false);
  const forText = createAjv(shared, true);
  return ({ schema, httpPart }) => (httpPart === 'body' ? forBody : forText).compile(schema);
}
