import { ENVIRONMENTS } from '../../src/engine';

const env = { type: 'string', enum: ENVIRONMENTS } as const;

export const envParams = { type: 'object', properties: { env }, required: ['env'], additionalProperties: false } as const;

export const changesBody = {
  type: 'object',
  properties: {
    changes: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, value: {} },
        required: ['name', 'value'],
        additionalProperties: false,
      },
    },
  },
  required: ['changes'],
  additionalProperties: false,
} as const;

export const testingDateBody = {
  type: 'object',
  properties: { testingDate: { type: ['string', 'null'], maxLength: 64 } },
  required: ['testingDate'],
  additionalProperties: false,
} as const;
