import { LIVE_NOW_MAX_ITEMS } from '../../src/engine';

/** The outer shape only: the items are checked by `liveNowProblems`, which names each field that is wrong. */
export const tickerBody = {
  type: 'object',
  properties: { items: { type: 'array', maxItems: LIVE_NOW_MAX_ITEMS } },
  required: ['items'],
  additionalProperties: false,
} as const;
