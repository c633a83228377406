import type { SettingsResponse } from '../../../../../src/engine';

/** Default of maxNumOfSpeakersOnSessionTile (spec 1 §9). */
export const DEFAULT_TILE_SPEAKERS = 3;

/** How many speakers a session tile names before an ellipsis (setting maxNumOfSpeakersOnSessionTile). */
export function tileSpeakerLimit(settings: SettingsResponse['settings']): number {
  const limit = settings.maxNumOfSpeakersOnSessionTile;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_TILE_SPEAKERS;
}
