import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import type { PageTitles } from '../../../schemas/generated/api/pages/page-titles';
import { ApiError } from '../../api/client';
import type { Locale } from '../../engine';

/** What the page dialog edits, as typed (empty = not set). */
export interface PageDraft {
  slug: string;
  titles: Record<Locale, string>;
  requireScope: string;
  requiresFeature: string;
}

/** Field names of the draft, as the server's error paths name them (`/body/titles/de-de` → `titles/de-de`). */
export type FieldErrors = Record<string, string>;

export function draftOf(page: PageRecord | undefined, locales: readonly Locale[]): PageDraft {
  const titles = Object.fromEntries(locales.map((locale) => [locale, page?.titles[locale] ?? ''])) as Record<Locale, string>;
  return { slug: page?.slug ?? '', titles, requireScope: page?.requireScope ?? '', requiresFeature: page?.requiresFeature ?? '' };
}

/** The titles typed in; a language left empty falls back to English on the site, so it is not sent. */
export function titlesOf(draft: PageDraft): PageTitles {
  const filled = Object.entries(draft.titles).map(([locale, title]) => [locale, title.trim()] as const).filter(([, title]) => title !== '');
  return Object.fromEntries(filled) as unknown as PageTitles;
}

/** A gate left empty: not set on a new page, cleared (null) on an existing one. */
export const gateOf = (value: string, existing: boolean) => (value.trim() === '' ? (existing ? null : undefined) : value.trim());

/** The server's 400/409 details, keyed by draft field; a message that names no field is the dialog's own. */
export function errorsOf(error: unknown): { fields: FieldErrors; general?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, general: error instanceof Error ? error.message : String(error) };
  const details = Array.isArray(error.body.details) ? (error.body.details as { path: string; message: string }[]) : [];
  const fields = Object.fromEntries(details.map((detail) => [detail.path.replace(/^\/body\//, ''), detail.message]));
  return details.length > 0 ? { fields } : { fields, general: error.body.message };
}
