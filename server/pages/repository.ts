import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { Environment } from '../../src/engine';
import type { Db } from '../db/client';
import { pages, type PageRecordState } from '../db/schema';

type Row = typeof pages.$inferSelect;
export type PageInsert = Omit<typeof pages.$inferInsert, 'revision' | 'updatedAt' | 'deletedAt' | 'previousSlugs'>;
/** The columns a write may change; the revision and the time stamp are the repository's. */
export type PageChanges = Partial<Pick<Row, 'slug' | 'titles' | 'requireScope' | 'requiresFeature' | 'previousSlugs' | 'deletedAt' | 'editorName'>>;

/** PostgreSQL's unique_violation: here always the live-slug index. */
const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps the driver's error; either may carry the SQLSTATE. */
export function isSlugTaken(error: unknown): boolean {
  const codeOf = (value: unknown) => (value && typeof value === 'object' && 'code' in value ? value.code : undefined);
  return codeOf(error) === UNIQUE_VIOLATION || codeOf((error as { cause?: unknown } | null)?.cause) === UNIQUE_VIOLATION;
}

export function toRecord(row: Row): PageRecord {
  return {
    env: row.env,
    id: row.id,
    slug: row.slug,
    titles: row.titles,
    ...(row.requireScope ? { requireScope: row.requireScope } : {}),
    ...(row.requiresFeature ? { requiresFeature: row.requiresFeature } : {}),
    previousSlugs: row.previousSlugs,
    revision: row.revision,
    ...(row.editorName ? { editorName: row.editorName } : {}),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.deletedAt ? { deletedAt: row.deletedAt.toISOString() } : {}),
  };
}

const byKey = (env: Environment, id: string) => and(eq(pages.env, env), eq(pages.id, id));

/** The live (or the deleted) pages of an environment, by slug. */
export async function listPages(db: Db, env: Environment, state: 'live' | 'deleted'): Promise<PageRecord[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.env, env), state === 'live' ? isNull(pages.deletedAt) : isNotNull(pages.deletedAt)))
    .orderBy(pages.slug);
  return rows.map(toRecord);
}

export async function findPage(db: Db, env: Environment, id: string): Promise<PageRecord | undefined> {
  const [row] = await db.select().from(pages).where(byKey(env, id));
  return row && toRecord(row);
}

/** Inserts a new page; a live page holding the slug makes it throw (see `isSlugTaken`). */
export async function insertPage(db: Db, page: PageInsert): Promise<PageRecord> {
  const [row] = await db.insert(pages).values(page).returning();
  if (!row) throw new Error(`page ${page.id} was not inserted`);
  return toRecord(row);
}

/**
 * Changes the page only if its revision is still `expected`, in one statement, so of several editors starting from
 * the same revision exactly one wins. Undefined when another write got there first (or the page does not exist).
 */
export async function updateIfRevision(db: Db, key: { env: Environment; id: string }, expected: number, changes: PageChanges): Promise<PageRecord | undefined> {
  const [row] = await db
    .update(pages)
    .set({ ...changes, revision: expected + 1, updatedAt: new Date() })
    .where(and(byKey(key.env, key.id), eq(pages.revision, expected)))
    .returning();
  return row && toRecord(row);
}

/**
 * Copies the page records (one, or all) of `from` into `to` inside the caller's transaction: a page that exists in
 * both takes the source's slug, titles, gates and state, with its target revision bumped. Returns how many it copied.
 */
/** A page record a copy wrote: how it was in the target before (null: the copy created it) and its revision after. */
export interface CopiedPage {
  page: string;
  before: PageRecordState | null;
  afterRevision: number;
}

const recordState = (row: typeof pages.$inferSelect): PageRecordState => ({
  slug: row.slug,
  titles: row.titles,
  requireScope: row.requireScope,
  requiresFeature: row.requiresFeature,
  previousSlugs: row.previousSlugs,
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

export async function copyPages(tx: Db, options: { from: Environment; to: Environment; page?: string | undefined; editorName: string }): Promise<CopiedPage[]> {
  const fromEnv = eq(pages.env, options.from);
  const sources = await tx.select().from(pages).where(options.page === undefined ? fromEnv : and(fromEnv, eq(pages.id, options.page)));
  const copied: CopiedPage[] = [];
  for (const source of sources) {
    const [before] = await tx.select().from(pages).where(and(eq(pages.env, options.to), eq(pages.id, source.id))).for('update');
    const [written] = await tx
      .insert(pages)
      .values({ ...source, env: options.to, revision: 1, editorName: options.editorName, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [pages.env, pages.id],
        set: {
          slug: sql`excluded.slug`,
          titles: sql`excluded.titles`,
          requireScope: sql`excluded.require_scope`,
          requiresFeature: sql`excluded.requires_feature`,
          previousSlugs: sql`excluded.previous_slugs`,
          deletedAt: sql`excluded.deleted_at`,
          revision: sql`${pages.revision} + 1`,
          editorName: sql`excluded.editor_name`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning({ revision: pages.revision });
    copied.push({ page: source.id, before: before ? recordState(before) : null, afterRevision: written?.revision ?? 1 });
  }
  return copied;
}

/**
 * Puts page records back as `copied` found them, in the caller's transaction: a record the copy created is deleted
 * (softly: its slug is free again, and nothing is destroyed). Answers the pages changed since the copy (their record's
 * revision moved on), writing nothing then.
 */
export async function undoCopiedPages(tx: Db, env: Environment, copied: readonly CopiedPage[], editorName: string): Promise<string[]> {
  const current = await Promise.all(
    copied.map(async ({ page }) => (await tx.select({ revision: pages.revision }).from(pages).where(and(eq(pages.env, env), eq(pages.id, page))).for('update'))[0]),
  );
  const changed = copied.filter((entry, index) => current[index]?.revision !== entry.afterRevision).map((entry) => entry.page);
  if (changed.length > 0) return changed;
  for (const { page, before } of copied) {
    const restored = before ? { ...before, deletedAt: before.deletedAt === null ? null : new Date(before.deletedAt) } : { deletedAt: new Date() };
    await tx
      .update(pages)
      .set({ ...restored, revision: sql`${pages.revision} + 1`, editorName, updatedAt: new Date() })
      .where(and(eq(pages.env, env), eq(pages.id, page)));
  }
  return [];
}
