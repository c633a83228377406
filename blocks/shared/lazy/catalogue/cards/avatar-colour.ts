/** Fallback avatar colours (spec 1 §9): 16 variants. */
export const AVATAR_COLOURS = 16;

/** The variant for an id: the sum of its character codes, modulo 16, so a person keeps their colour everywhere. */
export function avatarColour(id: string): number {
  let sum = 0;
  for (let index = 0; index < id.length; index += 1) sum += id.charCodeAt(index);
  return sum % AVATAR_COLOURS;
}

/** Up to two initials: first and last word (`Ada King Lovelace` → `AL`), by user-perceived characters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? ([...word][0] ?? '') : '');
  return (first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '')).toUpperCase();
}
