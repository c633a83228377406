import { FAVORITE_TYPES, type FavoriteType } from '../../../src/engine/lazy/favorites';
import type { BackpackProps } from '../props.gen';

export type BackpackKind = NonNullable<BackpackProps['kinds']>[number];

/** Each kind of the backpack and the favorite type it keeps (spec 1 §3 favorite types). */
export const KIND_TYPES: Record<BackpackKind, FavoriteType> = {
  sessions: FAVORITE_TYPES.session,
  speakers: FAVORITE_TYPES.speaker,
  companies: FAVORITE_TYPES.sponsor,
  attendees: FAVORITE_TYPES.attendee,
};

export const ALL_KINDS = Object.keys(KIND_TYPES) as BackpackKind[];

export const backpackText = (name: string) => `translate.base.backpack.${name}`;
