import { SCOPES } from '../scopes';

/**
 * Whether a visitor may see where sessions take place (spec 1 §6): signed-in visitors when they attend in person,
 * anonymous visitors only when the site shows rooms to them (showRoomsToAnonymousUsers). `scopes` is empty for
 * anonymous visitors and expired tokens.
 */
export function canSeeSessionLocation(scopes: readonly string[], features: Readonly<Record<string, boolean>>): boolean {
  if (scopes.length > 0) return scopes.includes(SCOPES.inPerson);
  return features.showRoomsToAnonymousUsers === true;
}
