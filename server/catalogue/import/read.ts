import type { ImportIssue } from './types';

/** JSON Pointer of a value below `base` (`~` and `/` escaped as RFC 6901 says). */
export function pointer(base: string, ...segments: readonly (string | number)[]): string {
  return base + segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a mapper records what it cannot use (errors reject the file) and what it reads past (warnings). */
export interface Issues {
  errors: ImportIssue[];
  warnings: ImportIssue[];
}

export const createIssues = (): Issues => ({ errors: [], warnings: [] });

/** Trimmed text, or null when the value is absent, blank or not a string (the schema check reports wrong types). */
export function optionalText(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Trimmed, non-blank text the import cannot do without; anything else is an error at the value's path. */
export function requiredText(record: Record<string, unknown>, key: string, path: string, issues: Issues): string | undefined {
  const text = optionalText(record, key);
  if (text === null) issues.errors.push({ path: pointer(path, key), message: `${key} is required and must be non-empty text` });
  return text ?? undefined;
}

export function optionalList(record: Record<string, unknown>, key: string): readonly unknown[] {
  const value = record[key];
  return Array.isArray(value) ? value : [];
}

/** A string id, or a positive integer id as text; null when there is none. */
export function idText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return typeof value === 'number' && Number.isInteger(value) ? String(value) : null;
}
