import type { SettingType } from '../../engine';

/**
 * What a field holds while it is being edited: a boolean for a switch, the input's text otherwise,
 * null for a cleared date.
 */
export type Draft = boolean | string | null;

/** Why a draft cannot be saved: a translation key suffix (`translate.base.site-editor.error.{code}`) and details. */
export interface DraftError {
  code: 'number' | 'json' | 'phases-list' | 'phase-id' | 'phase-duplicate' | 'phase-label' | 'phase-start' | 'date';
  params?: Record<string, string | number>;
}

export type ParsedDraft = { ok: true; value: unknown } | { ok: false; error: DraftError };

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the `datetime-local` text of the browser's time zone (minutes precision). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

/** The draft a stored value starts as. */
export function toDraft(type: SettingType, value: unknown): Draft {
  switch (type) {
    case 'flag':
      return value === true;
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'string':
      return typeof value === 'string' ? value : '';
    case 'date':
      return typeof value === 'string' ? toLocalInput(value) : null;
    case 'json':
    case 'phases':
      return JSON.stringify(value ?? null, null, 2);
  }
}

function checkPhases(value: unknown): DraftError | undefined {
  if (!Array.isArray(value)) return { code: 'phases-list' };
  const seen = new Set<string>();
  for (const [index, phase] of value.entries()) {
    const { id, label, start } = (typeof phase === 'object' && phase !== null ? phase : {}) as Record<string, unknown>;
    if (typeof id !== 'string' || id.trim() === '') return { code: 'phase-id', params: { index: index + 1 } };
    if (seen.has(id)) return { code: 'phase-duplicate', params: { id } };
    seen.add(id);
    if (typeof label !== 'string') return { code: 'phase-label', params: { index: index + 1 } };
    if (!isIsoDate(start)) return { code: 'phase-start', params: { index: index + 1 } };
  }
  return undefined;
}

function parseJson(text: string): ParsedDraft {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: { code: 'json', params: { detail: error instanceof Error ? error.message : String(error) } } };
  }
}

/** The value a draft would be saved as, or why it cannot be. Mirrors the server's per-type checks. */
export function parseDraft(type: SettingType, draft: Draft): ParsedDraft {
  switch (type) {
    case 'flag':
      return { ok: true, value: draft === true };
    case 'string':
      return { ok: true, value: draft ?? '' };
    case 'number': {
      const text = typeof draft === 'string' ? draft.trim() : '';
      const value = Number(text);
      return text !== '' && Number.isFinite(value) ? { ok: true, value } : { ok: false, error: { code: 'number' } };
    }
    case 'date': {
      if (draft === null || draft === '') return { ok: true, value: null };
      const date = new Date(String(draft));
      return Number.isNaN(date.getTime()) ? { ok: false, error: { code: 'date' } } : { ok: true, value: date.toISOString() };
    }
    case 'json':
      return parseJson(String(draft ?? ''));
    case 'phases': {
      const parsed = parseJson(String(draft ?? ''));
      if (!parsed.ok) return parsed;
      const problem = checkPhases(parsed.value);
      return problem ? { ok: false, error: problem } : parsed;
    }
  }
}
