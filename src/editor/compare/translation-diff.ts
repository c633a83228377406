import type { BlockInstance, TranslationDiffResponse } from '../../engine';
import { findTextFields } from '../meta/text-fields';

/** One string of the page that differs: `current` and `target` are null where that environment lacks it. */
export interface TranslationChange {
  ns: string;
  key: string;
  current: string | null;
  target: string | null;
}

/** Every translation key the blocks' props name, at any depth. */
export function translationKeysOf(...lists: readonly (readonly BlockInstance[])[]): Set<string> {
  const keys = new Set<string>();
  for (const blocks of lists) {
    for (const block of blocks) for (const field of findTextFields(block.props)) if (field.kind === 'key') keys.add(field.value);
  }
  return keys;
}

/** The differences of `GET /translation/all/{current}/{target}` for the page's keys in one language, by key. */
export function pageTranslationChanges(diff: TranslationDiffResponse, keys: ReadonlySet<string>, lang: string): TranslationChange[] {
  return diff.differences
    .filter((entry) => entry.lang === lang && keys.has(entry.key))
    .map(({ ns, key, a, b }) => ({ ns, key, current: a, target: b }))
    .sort((x, y) => x.key.localeCompare(y.key) || x.ns.localeCompare(y.ns));
}

/** A change's identity among the listed ones (the same key may live in two namespaces). */
export const changeId = (change: Pick<TranslationChange, 'ns' | 'key'>) => `${change.ns}\u0000${change.key}`;

/** The current values of the chosen changes, grouped by namespace for `PUT /translation/update/{lang}`; missing ones cannot be copied. */
export function entriesToCopy(changes: readonly TranslationChange[], ids: ReadonlySet<string>): Map<string, Record<string, string>> {
  const byNamespace = new Map<string, Record<string, string>>();
  for (const change of changes) {
    if (change.current === null || !ids.has(changeId(change))) continue;
    const entries = byNamespace.get(change.ns) ?? {};
    entries[change.key] = change.current;
    byNamespace.set(change.ns, entries);
  }
  return byNamespace;
}
