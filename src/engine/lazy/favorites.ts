import type { Session } from '../../../schemas/generated/session';
import { isAuthenticated, SCOPES } from '../scopes';
import { isInPersonOnly } from './session-delivery';

/** Favorite types as the API numbers them (spec 1 §3). Companies (sponsors, exhibitors, partners) are `sponsor`. */
export const FAVORITE_TYPES = { attendee: 0, speaker: 1, sponsor: 2, microsoftSolution: 3, session: 4 } as const;
export type FavoriteTypeName = keyof typeof FAVORITE_TYPES;
export type FavoriteType = (typeof FAVORITE_TYPES)[FavoriteTypeName];

export const FAVORITE_TYPE_VALUES = Object.values(FAVORITE_TYPES) as FavoriteType[];

/** The per-entity switch each type needs besides allowLogOn and enableFavorites (spec 1 §6). */
export const FAVORITE_TYPE_FLAGS: Record<FavoriteType, string> = {
  [FAVORITE_TYPES.attendee]: 'enableAttendeeFavorites',
  [FAVORITE_TYPES.speaker]: 'enableSpeakerFavorites',
  [FAVORITE_TYPES.sponsor]: 'enableSponsorFavorites',
  [FAVORITE_TYPES.microsoftSolution]: 'enableMicrosoftSolutionFavorites',
  [FAVORITE_TYPES.session]: 'enableSessionFavorites',
};

/**
 * One user's favorites of one type may not outgrow what a search request carries in `favoritesIds`
 * (schemas/search-request.json), or the catalogue's favorites switch could no longer send them.
 */
export const MAX_FAVORITES_PER_TYPE = 5000;

/** The answers of `/favorite/…`, generated from their contracts in `schemas/api/favorites/`. */
export type { FavoriteChangeResponse } from '../../../schemas/generated/api/favorites/change';
export type { FavoriteCountResponse } from '../../../schemas/generated/api/favorites/count';
export type { FavoriteListResponse } from '../../../schemas/generated/api/favorites/list';

/**
 * The first flag that is off, or undefined when all are on: allowLogOn, enableFavorites, then the type's own
 * (`null`: favorites of any type, as the count needs).
 */
export function missingFavoriteFlag(type: FavoriteType | null, features: Readonly<Record<string, boolean>>): string | undefined {
  const flags = ['allowLogOn', 'enableFavorites', ...(type === null ? [] : [FAVORITE_TYPE_FLAGS[type]])];
  return flags.find((flag) => features[flag] !== true);
}

/** Whether a visitor may keep favorites of a type: authenticated, and every flag of the type on. */
export function canUseFavorites(
  type: FavoriteType,
  user: { scopes: readonly string[]; expiresAt?: number } | null | undefined,
  features: Readonly<Record<string, boolean>>,
): boolean {
  return isAuthenticated(user) && missingFavoriteFlag(type, features) === undefined;
}

/** Why a session cannot be a favorite of this user. */
export type SessionFavoriteRefusal = 'no-session-type' | 'excluded-session-type' | 'in-person-only';

export type BackpackSession = Pick<Session, 'sessionType' | 'deliveryTypes' | 'willBeRecorded'>;

const folded = (value: string) => value.trim().toLowerCase();

/** The doNotBackpackSessionTypes setting: its session type names, none when unset or not a list of names. */
export function doNotBackpackSessionTypes(setting: unknown): string[] {
  return Array.isArray(setting) ? setting.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [];
}

/**
 * Spec 1 §5, §6: a session favorite needs a session type, one not in doNotBackpackSessionTypes (compared without
 * case), and a session held only in person and not recorded is no favorite for someone not attending in person.
 */
export function sessionFavoriteRefusal(
  session: BackpackSession,
  { scopes, excludedTypes }: { scopes: readonly string[]; excludedTypes: readonly string[] },
): SessionFavoriteRefusal | undefined {
  const type = [session.sessionType.logicalValue, session.sessionType.displayValue].map(folded).filter(Boolean);
  if (type.length === 0) return 'no-session-type';
  if (excludedTypes.some((excluded) => type.includes(folded(excluded)))) return 'excluded-session-type';
  if (isInPersonOnly(session) && !session.willBeRecorded && !scopes.includes(SCOPES.inPerson)) return 'in-person-only';
  return undefined;
}
