import type { Environment } from '../../src/engine';
import { createLoadingCache } from '../cache';
import { findEnvironmentDocuments } from '../content/repository';
import type { Db } from '../db/client';
import { listPages } from '../pages/repository';
import type { SettingsService } from '../settings/service';
import { addTranslationKeys } from './referenced-keys';
import { withheldKeys, type TextSources } from './withheld-keys';

/** The translation keys each audience of an environment may not receive, for viewers who are not editors. */
export interface WithheldTexts {
  of(env: Environment, scopes: readonly string[]): Promise<ReadonlySet<string>>;
  /** Call when content, pages or settings of `env` change. */
  invalidate(env: Environment): void;
}

export interface WithheldTextsOptions {
  db: Db;
  settings: SettingsService;
  /** The UI's own keys, which no content withholds. */
  uiKeys: () => Promise<ReadonlySet<string>>;
  /** A backstop for a missed invalidation (another node's write whose event was lost). */
  ttlMs: number;
}

const cacheKey = (...parts: unknown[]) => JSON.stringify(parts);

/**
 * What decides the texts, read once per environment (every document and page: the same for every audience), and the
 * withheld keys computed from it once per audience (scopes and the flags that are on: a few distinct values), so a
 * request only looks the set up.
 */
export function createWithheldTexts({ db, settings, uiKeys, ttlMs }: WithheldTextsOptions): WithheldTexts {
  const sources = createLoadingCache(async (env): Promise<TextSources> => {
    const environment = env as Environment;
    const [documents, live, deleted, snapshot, ui] = await Promise.all([
      findEnvironmentDocuments(db, environment),
      listPages(db, environment, 'live'),
      listPages(db, environment, 'deleted'),
      settings.snapshot(environment),
      uiKeys(),
    ]);
    const served = new Set(ui);
    for (const setting of snapshot.all) if (setting.public) addTranslationKeys(setting.value, served);
    return { documents, pages: new Map([...live, ...deleted].map((page) => [page.id, page])), served };
  }, ttlMs);
  const audiences = createLoadingCache(async (key) => {
    const [env, scopes, flagsOn] = JSON.parse(key) as [Environment, string[], string[]];
    const features = Object.fromEntries(flagsOn.map((flag) => [flag, true]));
    return withheldKeys(await sources.get(env), { scopes, features });
  }, ttlMs);
  return {
    async of(env, scopes) {
      const { features } = await settings.snapshot(env);
      const flagsOn = Object.keys(features).filter((flag) => features[flag]).sort();
      return audiences.get(cacheKey(env, [...new Set(scopes)].sort(), flagsOn));
    },
    invalidate(env) {
      sources.invalidate(env);
      audiences.invalidateWhere((key) => key.startsWith(`${cacheKey(env).slice(0, -1)},`));
    },
  };
}
