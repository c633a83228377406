import { and, desc, eq, gt, gte, isNotNull, lt, lte, max, type SQL } from 'drizzle-orm';
import type { RevisionList } from '../../schemas/generated/api/history/revision-list';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { CODECS } from './state-codecs';
import { ofSubject, subjectOf, type Subject } from './subject';

export type RevisionRow = typeof revisions.$inferSelect;

/** The columns lists show: never the stored states, which are the bulk of the table. */
export const SUMMARY_COLUMNS = {
  id: revisions.id,
  kind: revisions.kind,
  env: revisions.env,
  page: revisions.page,
  phase: revisions.phase,
  lang: revisions.lang,
  ns: revisions.ns,
  at: revisions.at,
  editorId: revisions.editorId,
  editorName: revisions.editorName,
  action: revisions.action,
  documentRevision: revisions.documentRevision,
  copiedFrom: revisions.copiedFrom,
  restoredFrom: revisions.restoredFrom,
  batch: revisions.batch,
  summary: revisions.summary,
};

type SummaryRow = Pick<RevisionRow, keyof typeof SUMMARY_COLUMNS>;

/** A row as the API shows it, without the fields its kind or action does not have. */
export function toSummary(row: SummaryRow): RevisionSummary {
  const optional = {
    page: row.page,
    phase: row.phase,
    lang: row.lang,
    ns: row.ns,
    documentRevision: row.documentRevision,
    copiedFrom: row.copiedFrom,
    restoredFrom: row.restoredFrom,
    batch: row.batch,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null));
  return { id: row.id, kind: row.kind, env: row.env, at: row.at.toISOString(), editorId: row.editorId, editorName: row.editorName, action: row.action, summary: row.summary, ...present };
}

export interface Paging {
  cursor?: string | undefined;
  limit?: number | undefined;
}

const DEFAULT_LIMIT = 50;

/** Revisions matching `where`, newest first, one page of them; the cursor is the last id shown. */
export async function listRevisions(db: Db, where: SQL | undefined, paging: Paging): Promise<RevisionList> {
  const limit = paging.limit ?? DEFAULT_LIMIT;
  const before = paging.cursor === undefined ? undefined : Number.parseInt(paging.cursor, 10);
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(revisions)
    .where(and(where, before === undefined || Number.isNaN(before) ? undefined : lt(revisions.id, before)))
    .orderBy(desc(revisions.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { revisions: shown.map(toSummary), ...(rows.length > limit && last ? { nextCursor: String(last.id) } : {}) };
}

export async function findRevision(db: Db, id: number): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id));
  return row;
}

/** The newest revision of a subject: its id and how many patches follow its last snapshot. */
export async function latestRevision(db: Db, subject: Subject): Promise<Pick<RevisionRow, 'id' | 'chain'> | undefined> {
  const [row] = await db.select({ id: revisions.id, chain: revisions.chain }).from(revisions).where(ofSubject(subject)).orderBy(desc(revisions.id)).limit(1);
  return row;
}

/** The revisions of a subject after `id`, newest first. */
export async function revisionsAfter(db: Db, subject: Subject, id: number): Promise<RevisionSummary[]> {
  const rows = await db.select(SUMMARY_COLUMNS).from(revisions).where(and(ofSubject(subject), gt(revisions.id, id))).orderBy(desc(revisions.id));
  return rows.map(toSummary);
}

/** The whole state a revision stored: its subject's last snapshot up to it, with the patches since applied in order. */
export async function stateAt(db: Db, revision: Pick<RevisionRow, 'id' | 'kind' | 'env' | 'page' | 'phase' | 'lang' | 'ns'>): Promise<unknown> {
  const subject = subjectOf(revision);
  const [base] = await db
    .select({ id: max(revisions.id) })
    .from(revisions)
    .where(and(ofSubject(subject), lte(revisions.id, revision.id), isNotNull(revisions.snapshot)));
  const chain = await db
    .select({ snapshot: revisions.snapshot, patch: revisions.patch })
    .from(revisions)
    .where(and(ofSubject(subject), gte(revisions.id, base?.id ?? 0), lte(revisions.id, revision.id)))
    .orderBy(revisions.id);
  const codec = CODECS[subject.kind];
  return chain.reduce<unknown>((state, row) => (row.patch === null ? row.snapshot : codec.apply(state, row.patch)), codec.empty);
}
