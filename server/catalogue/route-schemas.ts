import { SCHEMA_BASE } from '../../src/engine/validation';

/** The shared search request schema, registered with the validator by its `$id`. */
export const searchBody = { $ref: `${SCHEMA_BASE}schemas/search-request.json` } as const;

// Unknown query parameters (cache busters and the like) are ignored rather than refused.
export const searchQuery = { type: 'object', properties: { testingDate: { type: 'string', maxLength: 64 } } } as const;

const lang = { type: 'string', minLength: 2, maxLength: 20, pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$' } as const;
const id = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const langParams = { type: 'object', properties: { lang }, required: ['lang'], additionalProperties: false } as const;
export const idParams = { type: 'object', properties: { id }, required: ['id'], additionalProperties: false } as const;

/** `POST /session/list/{lang}`: sessions by id or code, answered in the order asked. */
export const idListBody = {
  type: 'object',
  properties: { ids: { type: 'array', items: id, maxItems: 1000 } },
  required: ['ids'],
  additionalProperties: false,
} as const;
