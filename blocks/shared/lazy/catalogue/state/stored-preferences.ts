import { localStore, readStored, sessionStore, writeStored } from '../../../../../src/app/block-kit';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from './catalogue-state';

const PAGE_SIZE_KEY = 'confsite.catalogue.pageSize';
const QUERY_KEY_PREFIX = 'confsite.catalogue.query:';

/** The page size the visitor chose last, on any catalogue (spec 1 §9: stored locally). */
export function storedPageSize(): PageSize {
  const stored = Number(readStored(localStore, PAGE_SIZE_KEY));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? (stored as PageSize) : DEFAULT_PAGE_SIZE;
}

export function storePageSize(size: PageSize): void {
  writeStored(localStore, PAGE_SIZE_KEY, String(size));
}

/** The query a catalogue path was last shown with in this tab, so coming back to the bare path restores it. */
export function rememberedQuery(path: string): string | null {
  return readStored(sessionStore, QUERY_KEY_PREFIX + path);
}

export function rememberQuery(path: string, query: string): void {
  writeStored(sessionStore, QUERY_KEY_PREFIX + path, query);
}
