/** Who can be invited to a meeting and how many (spec 2 §5), the same in the invitee picker and on the server. */

/** Spec 2 §5, §9: participants of a meeting, the owner included, unless the site says otherwise. */
export const DEFAULT_MEETING_CAPACITY = 10;
/** No setting raises the capacity past this: the contracts' 99 invitees (schemas/api/meetings/meeting-fields.json). */
export const MAX_MEETING_CAPACITY = 100;
/** Two is the smallest meeting: the owner and one invitee. */
const MIN_MEETING_CAPACITY = 2;
export const MEETING_CAPACITY_SETTING = 'attendeeMeetingCapacityLimit';

/**
 * The site's meeting capacity from its settings by name: a whole number of at least 2, at most 100 (a larger one is
 * clamped); anything else is the default, so a mistyped setting never closes meetings to invitees.
 */
export function meetingCapacity(setting: (name: string) => unknown): number {
  const value = setting(MEETING_CAPACITY_SETTING);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_MEETING_CAPACITY) return DEFAULT_MEETING_CAPACITY;
  return Math.min(value, MAX_MEETING_CAPACITY);
}

/** How many invitees a meeting takes: its capacity less the owner (10 → 9). */
export const inviteeLimit = (capacity: number): number => capacity - 1;

export interface InviteeAddition<T> {
  /** The invitees after the addition, in the order they were added. */
  invitees: T[];
  /** Spec 2 §5: someone was left out because the meeting is full ('You have reached the maximum numbers of attendees'). */
  capacityReached: boolean;
}

/**
 * Adds candidates to a meeting's invitees (spec 2 §5). The owner is never an invitee and nobody is invited twice: those
 * are skipped without a warning, since nothing went wrong. Candidates past the limit are left out and signalled.
 */
export function addInvitees<T extends { userId: string }>(
  current: readonly T[],
  candidates: readonly T[],
  { ownerId, capacity }: { ownerId: string; capacity: number },
): InviteeAddition<T> {
  const invitees = [...current];
  const taken = new Set([ownerId, ...current.map((invitee) => invitee.userId)]);
  let capacityReached = false;
  for (const candidate of candidates) {
    if (taken.has(candidate.userId)) continue;
    if (invitees.length >= inviteeLimit(capacity)) {
      capacityReached = true;
      continue;
    }
    taken.add(candidate.userId);
    invitees.push(candidate);
  }
  return { invitees, capacityReached };
}

/** Spec 2 §5: suggestions start at this many typed characters. */
export const SUGGEST_MIN_CHARACTERS = 2;

/**
 * The text to search invitees by (spec 2 §5): trailing dots and spaces stripped, since people type "Dr." or pause
 * after a name; undefined while it is shorter than 2 characters, when no search is made.
 */
export function suggestTerm(typed: string): string | undefined {
  const term = typed.trimStart().replace(/[.\s]+$/u, '');
  return [...term].length >= SUGGEST_MIN_CHARACTERS ? term : undefined;
}

/** Suggestions worth offering: never the user's own entry (spec 2 §5), nor anyone already invited. */
export function offerableSuggestions<T extends { userId: string }>(found: readonly T[], { selfId, invitedIds }: { selfId: string; invitedIds: readonly string[] }): T[] {
  return found.filter((suggestion) => suggestion.userId !== selfId && !invitedIds.includes(suggestion.userId));
}
