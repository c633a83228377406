import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Environment } from '../../src/engine';
import { createLoadingCache } from '../cache';
import type { Db } from '../db/client';
import { translations } from '../db/schema';
import { sanitizeStrings } from './sanitize-strings';

/** A namespace's strings for one language, with the ETag of their JSON. */
export interface TranslationBundle {
  strings: Record<string, string>;
  etag: string;
}

export interface TranslationService {
  /** `lang` is a served BCP 47 tag (`en-US`). */
  bundle(env: Environment, lang: string, ns: string): Promise<TranslationBundle>;
  /** Call after writing strings of `lang` in `env` (any namespace). */
  invalidate(env: Environment, lang: string): void;
}

const CACHE_TTL_MS = 10_000;

export function createTranslationService(db: Db): TranslationService {
  const cache = createLoadingCache(async (cacheKey) => {
    const [env, lang, ns] = JSON.parse(cacheKey) as [Environment, string, string];
    const rows = await db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.env, env), eq(translations.lang, lang), eq(translations.ns, ns)))
      .orderBy(asc(translations.key));
    const strings = await sanitizeStrings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    const etag = `"${createHash('sha1').update(JSON.stringify(strings)).digest('base64url')}"`;
    return { strings, etag };
  }, CACHE_TTL_MS);
  const cacheKey = (...parts: string[]) => JSON.stringify(parts);
  return {
    bundle: (env, lang, ns) => cache.get(cacheKey(env, lang, ns)),
    invalidate: (env, lang) => cache.invalidateWhere((key) => key.startsWith(cacheKey(env, lang).slice(0, -1))),
  };
}
