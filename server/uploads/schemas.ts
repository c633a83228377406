export const uploadParams = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 100 } },
  required: ['name'],
  additionalProperties: false,
} as const;
