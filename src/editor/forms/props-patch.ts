import { sameJson } from '../store/same-blocks';

/**
 * A JSON value as it will be stored: `undefined` members dropped (a cleared form field leaves `{ text: undefined }`,
 * which would otherwise count as a change against `{}` and never reach the saved page anyway).
 */
export function pruneUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : pruneUndefined(item)));
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) if (member !== undefined) result[key] = pruneUndefined(member);
  return result;
}

/**
 * The top-level props that differ between what the block holds and what the form reports, ready for
 * `editProps` (a removed prop maps to `undefined`). Empty when nothing changed.
 */
export function propsPatch(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const next = (pruneUndefined(after ?? {}) ?? {}) as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(next)])) {
    if (!sameJson(before[key], next[key])) patch[key] = next[key];
  }
  return patch;
}
