import { ENVIRONMENTS } from '../../src/engine';

const env = { type: 'string', enum: ENVIRONMENTS } as const;
const lang = { type: 'string', maxLength: 35 } as const;
const ns = { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 100 } as const;
const MAX_VALUE_LENGTH = 20_000;

export const metadataParams = {
  type: 'object',
  properties: { lng: lang, ns },
  required: ['lng', 'ns'],
  additionalProperties: false,
} as const;

export const langParams = { type: 'object', properties: { lang }, required: ['lang'], additionalProperties: false } as const;

export const envPairParams = (a: string, b: string) =>
  ({ type: 'object', properties: { [a]: env, [b]: env }, required: [a, b], additionalProperties: false }) as const;

// Unknown query parameters (cache busters and the like) are ignored rather than refused.
export const envQuery = { type: 'object', properties: { env } } as const;

/** Keys are checked by the handler (isTranslationKey), so each bad key is reported with its own path. */
export const writeBody = {
  type: 'object',
  properties: {
    ns,
    entries: { type: 'object', maxProperties: 2000, additionalProperties: { type: 'string', maxLength: MAX_VALUE_LENGTH } },
  },
  required: ['entries'],
  additionalProperties: false,
} as const;

export const copyBody = {
  type: 'object',
  properties: { keys: { type: 'array', maxItems: 5000, items: { type: 'string', maxLength: 300 } }, lang, ns },
  additionalProperties: false,
} as const;
