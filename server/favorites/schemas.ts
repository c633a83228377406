import { FAVORITE_TYPE_VALUES } from '../../src/engine/favorites';

// Path parameters arrive as text and are coerced: `/favorite/4` is type 4, `/favorite/x` a 400 at /params/type.
const type = { type: 'integer', enum: FAVORITE_TYPE_VALUES } as const;
// As long as the ids a search request's favoritesIds may carry.
const id = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const typeParams = { type: 'object', properties: { type }, required: ['type'], additionalProperties: false } as const;
export const itemParams = { type: 'object', properties: { type, id }, required: ['type', 'id'], additionalProperties: false } as const;

/** The client's tracking data on a removal (spec 1 §7); accepted and not stored. Other query parameters are ignored. */
export const removeQuery = { type: 'object', properties: { telemetry: { type: 'string', maxLength: 2000 } } } as const;
