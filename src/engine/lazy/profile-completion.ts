import type { ProfileMetadata } from '../../../schemas/generated/api/profile/metadata';

export type ProfileSection = ProfileMetadata['sections'][number];
export type ProfileItem = ProfileSection['itemsToShow'][number];
export type ProfileItemStyle = ProfileItem['style'];

/** The value at a metadata path (`jobTitle`, `social/linkedin`), or undefined where the profile has none. */
export function valueAtPath(profile: object, path: string): unknown {
  let value: unknown = profile;
  for (const segment of path.split('/')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const isNonEmpty = (value: unknown): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '') && (!Array.isArray(value) || value.length > 0);

const hasEntries = (value: unknown) => Array.isArray(value) && value.length > 0;

/** When an item counts as filled, by its style (spec 2 §5). */
const FILLED: Record<ProfileItemStyle, (value: unknown) => boolean> = {
  readonly: () => true,
  selectGroup: (value) => (value && typeof value === 'object' && !Array.isArray(value) ? isNonEmpty((value as { value?: unknown }).value) : isNonEmpty(value)),
  multiSelect: hasEntries,
  nestedSelect: hasEntries,
  picture: isNonEmpty,
  inputText: isNonEmpty,
  textArea: isNonEmpty,
  options: isNonEmpty,
};

export const isItemFilled = (item: ProfileItem, profile: object): boolean => FILLED[item.style](valueAtPath(profile, item.path));

/** Spec 2 §5: the weighted share of filled items in percent, rounded down; 0 when nothing weighs anything. */
export function profileCompletion(sections: readonly ProfileSection[], profile: object): number {
  let total = 0;
  let filled = 0;
  for (const item of sections.flatMap((section) => section.itemsToShow)) {
    total += item.completionWeight;
    if (isItemFilled(item, profile)) filled += item.completionWeight;
  }
  return total > 0 ? Math.floor((100 * filled) / total) : 0;
}
