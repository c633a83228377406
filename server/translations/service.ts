import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { isContentEditor, type CurrentUser, type Environment } from '../../src/engine';
import { createLoadingCache } from '../cache';
import type { Db } from '../db/client';
import { translations } from '../db/schema';
import { sanitizeStrings } from './sanitize-strings';
import type { WithheldTexts } from './withheld-texts';

/** A namespace's strings for one language, with the ETag of their JSON. */
export interface TranslationBundle {
  strings: Record<string, string>;
  etag: string;
}

export interface TranslationService {
  /**
   * `lang` is a served BCP 47 tag (`en-US`). Editors receive every string; any other viewer only the UI's own, those
   * of public settings and those of the blocks and pages they may see.
   */
  bundle(env: Environment, lang: string, ns: string, viewer: CurrentUser | null): Promise<TranslationBundle>;
  /** Call after writing strings of `lang` in `env` (any namespace). */
  invalidate(env: Environment, lang: string): void;
}

export const TRANSLATION_CACHE_TTL_MS = 10_000;

const toBundle = (strings: Record<string, string>): TranslationBundle => ({
  strings,
  etag: `"${createHash('sha1').update(JSON.stringify(strings)).digest('base64url')}"`,
});

/**
 * The bundle without the withheld keys. Both inputs are cached objects, so the result is kept for as long as both
 * are: a request of a known audience neither filters nor hashes.
 */
function createBundleFilter(): (bundle: TranslationBundle, withheld: ReadonlySet<string>) => TranslationBundle {
  const filtered = new WeakMap<TranslationBundle, WeakMap<ReadonlySet<string>, TranslationBundle>>();
  return (bundle, withheld) => {
    let byWithheld = filtered.get(bundle);
    if (!byWithheld) {
      byWithheld = new WeakMap();
      filtered.set(bundle, byWithheld);
    }
    let result = byWithheld.get(withheld);
    if (!result) {
      const kept = Object.entries(bundle.strings).filter(([key]) => !withheld.has(key));
      result = kept.length === Object.keys(bundle.strings).length ? bundle : toBundle(Object.fromEntries(kept));
      byWithheld.set(withheld, result);
    }
    return result;
  };
}

export function createTranslationService(db: Db, withheld: WithheldTexts): TranslationService {
  const cache = createLoadingCache(async (cacheKey) => {
    const [env, lang, ns] = JSON.parse(cacheKey) as [Environment, string, string];
    const rows = await db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.env, env), eq(translations.lang, lang), eq(translations.ns, ns)))
      .orderBy(asc(translations.key));
    return toBundle(await sanitizeStrings(Object.fromEntries(rows.map((row) => [row.key, row.value]))));
  }, TRANSLATION_CACHE_TTL_MS);
  const cacheKey = (...parts: string[]) => JSON.stringify(parts);
  const withoutWithheld = createBundleFilter();
  return {
    async bundle(env, lang, ns, viewer) {
      const scopes = viewer?.scopes ?? [];
      const full = cache.get(cacheKey(env, lang, ns));
      if (isContentEditor(scopes)) return full;
      const [bundle, keys] = await Promise.all([full, withheld.of(env, scopes)]);
      return withoutWithheld(bundle, keys);
    },
    invalidate: (env, lang) => cache.invalidateWhere((key) => key.startsWith(cacheKey(env, lang).slice(0, -1))),
  };
}
