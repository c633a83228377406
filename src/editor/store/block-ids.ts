/** Anything that can answer "is this id taken?" (a Set, or the store's index Map). */
export interface IdLookup {
  has(id: string): boolean;
}

/** Why a new block id cannot be used; the editor maps each to its message. */
export type BlockIdProblem = 'required' | 'taken';

/** Ids are stored trimmed and lowercased, so what the user types is compared in that form. */
export function normalizeBlockId(input: string): string {
  return input.trim().toLowerCase();
}

/** Null when `input` (normalized) can be the id of a new block on a page holding `existingIds`. */
export function validateNewBlockId(input: string, existingIds: IdLookup): BlockIdProblem | null {
  const id = normalizeBlockId(input);
  if (id === '') return 'required';
  return existingIds.has(id) ? 'taken' : null;
}

/** The default id offered for a new block: the component name and the first counter not yet used on the page. */
export function suggestBlockId(component: string, existingIds: IdLookup): string {
  const base = normalizeBlockId(component);
  let counter = 1;
  while (existingIds.has(`${base}-${counter}`)) counter += 1;
  return `${base}-${counter}`;
}
