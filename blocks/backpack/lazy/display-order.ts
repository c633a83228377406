/**
 * The rows a backpack list shows: the favorites kept now, plus those just removed (they stay, with an undo, where
 * they were). `previous` is the order shown before; ids new to it (just added) come first, as the server lists the
 * latest first, and nothing moves when an item is removed and added back.
 */
export function displayOrder(previous: readonly string[], kept: readonly string[], removed: ReadonlySet<string>): string[] {
  const known = new Set(previous);
  const fresh = kept.filter((id) => !known.has(id));
  const stays = new Set([...kept, ...removed]);
  return [...fresh, ...previous.filter((id) => stays.has(id))];
}
