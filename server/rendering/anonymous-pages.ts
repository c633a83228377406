import { createKeyedCache } from '../cache';
import type { EncodedBodies } from './encodings';

/** How long a drawn page is served as it is should the message of a write on another node be lost. */
const ANONYMOUS_PAGE_TTL_MS = 10_000;
/** Paths with search parameters are pages too (a catalogue's filters): the oldest make room (about 80 kB each). */
const MAX_ANONYMOUS_PAGES = 500;

/** A page as every anonymous visitor is sent it. */
export interface AnonymousPage {
  status: number;
  bodies: EncodedBodies;
  /** A weak tag: the same page in every encoding. */
  etag: string;
  /** Its Content Security Policy (without a nonce). */
  policy: string;
}

/** The pages drawn for anonymous visitors, by URL, forgotten when anything they show may have changed. */
export interface AnonymousPageCache {
  of(url: string, draw: () => Promise<AnonymousPage>): Promise<AnonymousPage>;
  /** Forgets one page: it was drawn incomplete, and is sent only to those who waited for that drawing. */
  forget(url: string): void;
  forgetAll(): void;
}

export function createAnonymousPageCache(): AnonymousPageCache {
  const pages = createKeyedCache<AnonymousPage>(ANONYMOUS_PAGE_TTL_MS, { maxEntries: MAX_ANONYMOUS_PAGES });
  return { of: pages.getOr, forget: pages.invalidate, forgetAll: () => pages.invalidateWhere(() => true) };
}
