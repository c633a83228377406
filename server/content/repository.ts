import { and, eq, sql } from 'drizzle-orm';
import type { BlockInstance, ContentDocument, Environment } from '../../src/engine';
import type { Db } from '../db/client';
import { contentDocuments } from '../db/schema';

type Row = typeof contentDocuments.$inferSelect;

export interface DocumentKey {
  env: Environment;
  page: string;
  phase: string;
}

export interface DocumentWrite extends DocumentKey {
  blocks: BlockInstance[];
  editorName: string;
}

export function toDocument(row: Row): ContentDocument {
  return {
    env: row.env,
    page: row.page,
    phase: row.phase,
    revision: row.revision,
    blocks: row.blocks,
    ...(row.editorName ? { editorName: row.editorName } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const matchesKey = (key: DocumentKey) =>
  and(eq(contentDocuments.env, key.env), eq(contentDocuments.page, key.page), eq(contentDocuments.phase, key.phase));

export async function findDocument(db: Db, key: DocumentKey): Promise<ContentDocument | undefined> {
  const [row] = await db.select().from(contentDocuments).where(matchesKey(key));
  return row && toDocument(row);
}

/** The document, locked until the caller's transaction ends. */
export async function lockDocument(tx: Db, key: DocumentKey): Promise<ContentDocument | undefined> {
  const [row] = await tx.select().from(contentDocuments).where(matchesKey(key)).for('update');
  return row && toDocument(row);
}

/** Every phase of a page, in one environment or in all of them. */
export async function findPageDocuments(db: Db, page: string, env?: Environment): Promise<ContentDocument[]> {
  const byPage = eq(contentDocuments.page, page);
  const rows = await db.select().from(contentDocuments).where(env ? and(byPage, eq(contentDocuments.env, env)) : byPage);
  return rows.map(toDocument);
}

/** Every phase of every page of one environment. */
export async function findEnvironmentDocuments(db: Db, env: Environment): Promise<ContentDocument[]> {
  const rows = await db.select().from(contentDocuments).where(eq(contentDocuments.env, env));
  return rows.map(toDocument);
}

/**
 * Writes the document only if its stored revision is still `expected` (0 = no document yet), as one statement,
 * so of several concurrent writers starting from the same revision exactly one succeeds.
 * Returns the written document, or undefined when another write got there first.
 */
export async function writeIfRevision(db: Db, write: DocumentWrite, expected: number): Promise<ContentDocument | undefined> {
  const values = { blocks: write.blocks, revision: expected + 1, editorName: write.editorName, updatedAt: new Date() };
  const rows =
    expected === 0
      ? await db.insert(contentDocuments).values({ ...write, ...values }).onConflictDoNothing().returning()
      : await db
          .update(contentDocuments)
          .set(values)
          .where(and(matchesKey(write), eq(contentDocuments.revision, expected)))
          .returning();
  return rows[0] && toDocument(rows[0]);
}

/** A lookup key of one page phase, never taken apart again. */
const phaseKey = (row: Row) => JSON.stringify([row.page, row.phase]);

/** A document a copy wrote, and what it replaced there (undefined when the target had none). */
export interface CopiedDocument {
  before: ContentDocument | undefined;
  after: ContentDocument;
}

/**
 * Copies every phase of one page (or of every page) between environments, bumping target revisions. Run it in a
 * transaction: the targets are locked while read, so what it answers they held before is what it replaced.
 */
export async function copyDocuments(
  tx: Db,
  options: { from: Environment; to: Environment; page?: string | undefined; editorName: string },
): Promise<CopiedDocument[]> {
  const ofPage = (env: Environment) => (options.page === undefined ? eq(contentDocuments.env, env) : and(eq(contentDocuments.env, env), eq(contentDocuments.page, options.page)));
  const sources = await tx.select().from(contentDocuments).where(ofPage(options.from));
  const targets = await tx.select().from(contentDocuments).where(ofPage(options.to)).for('update');
  const targetOf = new Map(targets.map((row) => [phaseKey(row), toDocument(row)]));
  const copied: CopiedDocument[] = [];
  for (const source of sources) {
    const [row] = await tx
      .insert(contentDocuments)
      .values({ ...source, env: options.to, revision: 1, editorName: options.editorName, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [contentDocuments.env, contentDocuments.page, contentDocuments.phase],
        set: {
          blocks: sql`excluded.blocks`,
          revision: sql`${contentDocuments.revision} + 1`,
          editorName: sql`excluded.editor_name`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    if (row) copied.push({ before: targetOf.get(phaseKey(row)), after: toDocument(row) });
  }
  return copied;
}
