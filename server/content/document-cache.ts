import type { ContentDocument, Environment } from '../../src/engine';
import { createLoadingCache, deepFreeze } from '../cache';
import type { Db } from '../db/client';
import { findPageDocuments } from './repository';

/** How long another node's write can stay unseen here should its message on the bus be lost. */
const DOCUMENT_CACHE_TTL_MS = 10_000;
/** Requests for pages that do not exist are cached too (as no documents): the oldest entries make room. */
const MAX_PAGES = 2000;

/**
 * The stored phases of each page that visitors read, kept between requests: showing a page costs no query until a
 * write (on this node, or on another through the bus) makes the cache forget it. The documents are shared by every
 * request, so they are frozen.
 */
export interface PageDocumentCache {
  of(env: Environment, page: string): Promise<readonly ContentDocument[]>;
  /** Forgets the page of `env`: it was written. */
  forget(env: Environment, page: string): void;
}

export function createPageDocumentCache(db: Db): PageDocumentCache {
  const keyOf = (env: Environment, page: string) => JSON.stringify([env, page]);
  const cache = createLoadingCache(
    async (key) => {
      const [env, page] = JSON.parse(key) as [Environment, string];
      return deepFreeze(await findPageDocuments(db, page, env));
    },
    DOCUMENT_CACHE_TTL_MS,
    { maxEntries: MAX_PAGES },
  );
  return {
    of: (env, page) => cache.get(keyOf(env, page)),
    forget: (env, page) => cache.invalidate(keyOf(env, page)),
  };
}
