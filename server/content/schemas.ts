import { ENVIRONMENTS } from '../../src/engine';
import { SCHEMA_BASE } from '../../src/engine/validation';

const page = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 100 } as const;
const env = { type: 'string', enum: ENVIRONMENTS } as const;

export const pageParams = { type: 'object', properties: { page }, required: ['page'], additionalProperties: false } as const;

// Unknown query parameters (cache busters and the like) are ignored rather than refused.
export const readQuery = { type: 'object', properties: { testingDate: { type: 'string', maxLength: 64 }, env } } as const;

/** The shared page-save schema, registered with the validator by its `$id`. */
export const saveBody = { $ref: `${SCHEMA_BASE}schemas/page-save.json` } as const;

export const copyParams = {
  type: 'object',
  properties: { from: env, to: env },
  required: ['from', 'to'],
  additionalProperties: false,
} as const;

export const copyBody = { type: 'object', properties: { page }, additionalProperties: false } as const;
