import type { PageEntry } from '../../schemas/generated/api/pages/page-entry';
import type { Locale } from './locales';

/** The stored content pages indexed for the router: by current slug, and by the slugs renamed pages had before. */
export interface PageDirectory {
  byId: ReadonlyMap<string, PageEntry>;
  bySlug: ReadonlyMap<string, PageEntry>;
  byPreviousSlug: ReadonlyMap<string, PageEntry>;
}

export const EMPTY_DIRECTORY: PageDirectory = { byId: new Map(), bySlug: new Map(), byPreviousSlug: new Map() };

/** Indexes the pages of GET /pages; a current slug always wins over another page's old one. */
export function pageDirectory(pages: readonly PageEntry[]): PageDirectory {
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  const byPreviousSlug = new Map<string, PageEntry>();
  for (const page of pages) {
    for (const slug of page.previousSlugs) if (!bySlug.has(slug)) byPreviousSlug.set(slug, page);
  }
  return { byId: new Map(pages.map((page) => [page.id, page])), bySlug, byPreviousSlug };
}

/** A stored page's title in `locale`, else in English (the one language every page has). */
export function pageTitle(page: Pick<PageEntry, 'titles'> | undefined, locale: Locale): string | undefined {
  return page?.titles?.[locale] ?? page?.titles?.['en-us'];
}
