import { describe, expect, it } from 'vitest';
import attendeeType from '../../schemas/api/attendee-types/attendee-type.json' with { type: 'json' };
import personaId from '../../schemas/api/auth/persona-id.json' with { type: 'json' };
import environment from '../../schemas/api/environment.json' with { type: 'json' };
import favoriteType from '../../schemas/api/favorites/favorite-type.json' with { type: 'json' };
import importSummary from '../../schemas/api/catalogue/import-summary.json' with { type: 'json' };
import tickerRequest from '../../schemas/api/live-now/ticker-request.json' with { type: 'json' };
import { IMPORT_FORMATS } from '../../server/catalogue/import/types';
import { ATTENDEE_TYPES, ENVIRONMENTS, LIVE_NOW_MAX_ITEMS, ROLE_SCOPES } from '../../src/engine';
import { FAVORITE_TYPE_VALUES } from '../../src/engine/lazy/favorites';

// A contract is JSON, the code's constants are TypeScript: each value list is written twice, so it is checked here.
describe('contracts and the code agree on', () => {
  it.each([
    ['environments', environment.enum, ENVIRONMENTS],
    ['attendee types', attendeeType.enum, ATTENDEE_TYPES],
    ['dev personas', personaId.enum, Object.keys(ROLE_SCOPES)],
    ['favorite types', favoriteType.enum, FAVORITE_TYPE_VALUES],
    ['import formats', importSummary.properties.format.enum, IMPORT_FORMATS],
    ['the ticker length', [tickerRequest.properties.items.maxItems], [LIVE_NOW_MAX_ITEMS]],
  ])('%s', (_name, inContract, inCode) => {
    expect([...inContract].sort()).toEqual([...inCode].sort());
  });
});
