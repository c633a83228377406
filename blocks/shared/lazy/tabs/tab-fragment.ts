/**
 * The address fragment that names a tab: `#{block id}&{tab id}` (a block id never holds `&`, so the first one splits).
 * Block and tab ids are lowercase slugs, but a hand-typed or pasted address may arrive percent-encoded.
 */
export function tabFragment(contentId: string, tabId: string): string {
  return `#${encodeURIComponent(contentId)}&${encodeURIComponent(tabId)}`;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The tab id a fragment names for this block, or undefined when it names another block (or no tab). */
export function tabInFragment(hash: string, contentId: string): string | undefined {
  const value = hash.replace(/^#/, '');
  const split = value.indexOf('&');
  if (split < 0) return undefined;
  if (decoded(value.slice(0, split)) !== contentId) return undefined;
  return decoded(value.slice(split + 1)) || undefined;
}
