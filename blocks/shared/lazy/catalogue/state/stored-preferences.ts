import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from './catalogue-state';

const PAGE_SIZE_KEY = 'confsite.catalogue.pageSize';
const QUERY_KEY_PREFIX = 'confsite.catalogue.query:';

// Storage can be missing or refuse writes (private windows, full quota): the catalogue then just forgets.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // nothing to remember it in
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The page size the visitor chose last, on any catalogue (spec 1 §9: stored locally). */
export function storedPageSize(): PageSize {
  const stored = Number(read(local, PAGE_SIZE_KEY));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? (stored as PageSize) : DEFAULT_PAGE_SIZE;
}

export function storePageSize(size: PageSize): void {
  write(local, PAGE_SIZE_KEY, String(size));
}

/** The query a catalogue path was last shown with in this tab, so coming back to the bare path restores it. */
export function rememberedQuery(path: string): string | null {
  return read(session, QUERY_KEY_PREFIX + path);
}

export function rememberQuery(path: string, query: string): void {
  write(session, QUERY_KEY_PREFIX + path, query);
}
