import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import type { PageTitles } from '../../../schemas/generated/api/pages/page-titles';
import { HOME_PAGE_ID, type Locale } from '../../engine';

/** What the page dialog edits, as typed (empty = not set). */
export interface PageDraft {
  slug: string;
  titles: Record<Locale, string>;
  requireScope: string;
  requiresFeature: string;
}

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

/** The address as the server stores it: what people type or paste (` /Speaker-Lounge`) made plain. */
export const normalSlug = (typed: string) => typed.trim().toLowerCase().replace(/^\/+/, '');

/** The site's front page: every visitor must reach it, so the server refuses to delete or gate it. */
export const isHomePage = (page: PageRecord | undefined) => page?.id === HOME_PAGE_ID;

/**
 * A gate's choices (value → label): none, then the known values; a stored value the site no longer knows stays
 * offered, so opening the dialog never changes it.
 */
export function gateOptions(known: readonly string[], current: string, noneLabel: string): (readonly [string, string])[] {
  const values = current === '' || known.includes(current) ? known : [...known, current];
  return [['', noneLabel], ...values.map((value) => [value, value] as const)];
}
