import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Environment, TranslationDiffResponse } from '../../src/engine';
import type { Db } from '../db/client';
import { translations } from '../db/schema';

export interface StringsAddress {
  env: Environment;
  lang: string;
  ns: string;
}

// Keeps each INSERT well under PostgreSQL's 65535 bind parameters.
const CHUNK = 1000;
const upsertTarget = [translations.env, translations.lang, translations.ns, translations.key];

export async function readStrings(db: Db, { env, lang, ns }: StringsAddress): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.env, env), eq(translations.lang, lang), eq(translations.ns, ns)))
    .orderBy(asc(translations.key));
}

/** Writes every entry (replacing existing values) in one statement; `overwrite: false` keeps values already there. */
export async function writeStrings(
  db: Db,
  address: StringsAddress,
  entries: Record<string, string>,
  { overwrite }: { overwrite: boolean },
): Promise<number> {
  const rows = Object.entries(entries).map(([key, value]) => ({ ...address, key, value }));
  if (rows.length === 0) return 0;
  const insert = db.insert(translations).values(rows);
  const written = overwrite
    ? await insert.onConflictDoUpdate({ target: upsertTarget, set: { value: sql`excluded.value` } }).returning({ key: translations.key })
    : await insert.onConflictDoNothing().returning({ key: translations.key });
  return written.length;
}

export interface CopyOptions {
  from: Environment;
  to: Environment;
  keys?: string[] | undefined;
  lang?: string | undefined;
  ns?: string | undefined;
}

function copiedFrom(options: CopyOptions): SQL | undefined {
  const filters: SQL[] = [eq(translations.env, options.from)];
  if (options.keys) filters.push(inArray(translations.key, options.keys));
  if (options.lang) filters.push(eq(translations.lang, options.lang));
  if (options.ns) filters.push(eq(translations.ns, options.ns));
  return and(...filters);
}

/** The bundles of `to` a copy writes into. */
export async function copiedBundles(db: Db, options: CopyOptions): Promise<StringsAddress[]> {
  const rows = await db.selectDistinct({ lang: translations.lang, ns: translations.ns }).from(translations).where(copiedFrom(options));
  return rows.map((row) => ({ env: options.to, ...row }));
}

/** Copies the matching strings of `from` over those of `to` in one transaction; answers the languages touched. */
export async function copyStrings(db: Db, options: CopyOptions): Promise<{ copied: number; langs: string[] }> {
  return db.transaction(async (tx) => {
    const sources = await tx.select().from(translations).where(copiedFrom(options));
    if (sources.length === 0) return { copied: 0, langs: [] };
    for (let start = 0; start < sources.length; start += CHUNK) {
      await tx
        .insert(translations)
        .values(sources.slice(start, start + CHUNK).map((row) => ({ ...row, env: options.to })))
        .onConflictDoUpdate({ target: upsertTarget, set: { value: sql`excluded.value` } });
    }
    return { copied: sources.length, langs: [...new Set(sources.map((row) => row.lang))] };
  });
}

/** Every (lang, ns, key) whose value differs between two environments, null where one lacks it. */
export async function diffStrings(db: Db, a: Environment, b: Environment): Promise<TranslationDiffResponse['differences']> {
  const rows = await db
    .select()
    .from(translations)
    .where(inArray(translations.env, [a, b]))
    .orderBy(asc(translations.lang), asc(translations.ns), asc(translations.key));
  const byAddress = new Map<string, TranslationDiffResponse['differences'][number]>();
  for (const row of rows) {
    const address = JSON.stringify([row.lang, row.ns, row.key]);
    const entry = byAddress.get(address) ?? { lang: row.lang, ns: row.ns, key: row.key, a: null, b: null };
    entry[row.env === a ? 'a' : 'b'] = row.value;
    byAddress.set(address, entry);
  }
  return [...byAddress.values()].filter((entry) => entry.a !== entry.b);
}
