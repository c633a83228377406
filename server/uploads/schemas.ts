export const uploadHeaders = {
  type: 'object',
  properties: { 'x-file-name': { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['x-file-name'],
} as const;

export const uploadParams = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 100 } },
  required: ['name'],
  additionalProperties: false,
} as const;
