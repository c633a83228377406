import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { PageRestoreRequest } from '../../schemas/generated/api/history/page-restore-request';
import type { PageRestoreResponse } from '../../schemas/generated/api/history/page-restore-response';
import type { PageRevision } from '../../schemas/generated/api/history/page-revision';
import type { RevisionList } from '../../schemas/generated/api/history/revision-list';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import { isSiteEditor, type BlockInstance, type ContentDocument, type CurrentUser, type Environment } from '../../src/engine';
import { lockDocument, writeIfRevision } from '../content/repository';
import type { ContentService } from '../content/service';
import { blocksForEditor } from '../content/site-editor-blocks';
import type { Db } from '../db/client';
import { copiedPageRecords, revisions } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { undoCopiedPages } from '../pages/repository';
import { editorOf } from './editor';
import { pageChange } from './page-change';
import type { Editor, HistoryRecorder } from './recorder';
import { findRevision, listRevisions, revisionsAfter, stateAt, toSummary, type Paging, type RevisionRow } from './store';
import { ofSubject, type Subject } from './subject';

export interface PageHistoryOptions {
  db: Db;
  content: ContentService;
  history: HistoryRecorder;
}

/** The revisions of one page, their documents, restoring one and undoing a copy. */
export interface PageHistory {
  list(request: { page: string; env: Environment; phase?: string | undefined } & Paging): Promise<RevisionList>;
  read(page: string, revisionId: number, viewer: CurrentUser | null): Promise<PageRevision>;
  restore(page: string, revisionId: number, request: PageRestoreRequest, viewer: CurrentUser | null): Promise<PageRestoreResponse>;
  /** Puts every document of a copy back as it was before it; answers one undo-copy revision each. */
  undoCopy(page: string, revisionId: number, env: Environment, viewer: CurrentUser | null): Promise<RevisionSummary[]>;
}

type PageSubject = Extract<Subject, { kind: 'page' }>;

const pageSubjectOf = (row: RevisionRow): PageSubject => ({ kind: 'page', env: row.env, page: row.page ?? '', phase: row.phase ?? '' });

/** 422 when a revision's blocks no longer pass today's schemas; the paths point into the revision's document. */
function invalidRevision(revisionId: number, details: { path: string; message: string }[]): HttpError {
  return new HttpError(422, `Revision ${revisionId} does not pass today's block schemas; nothing was restored`, {
    error: 'InvalidRevision',
    body: { revisionId, details },
  });
}

const isBlockIssue = (issue: { path: string }) => issue.path.startsWith('/blocks');

export function createPageHistory({ db, content, history }: PageHistoryOptions): PageHistory {
  async function pageRevision(page: string, revisionId: number): Promise<RevisionRow> {
    const row = await findRevision(db, revisionId);
    if (row?.kind !== 'page' || row.page !== page) throw notFound(`No revision ${revisionId} of page "${page}"`);
    return row;
  }

  const blocksAt = async (row: RevisionRow) => (await stateAt(db, row)) as BlockInstance[];

  /** The save a restore makes: the revision's blocks as the restorer may hold them (placeholders for blocks they may not open). */
  async function saveRestored(page: string, row: RevisionRow, request: PageRestoreRequest, viewer: CurrentUser | null) {
    const siteEditor = isSiteEditor(viewer?.scopes ?? []);
    const editor = editorOf(viewer);
    try {
      return await content.save({
        ...request,
        page,
        force: request.force === true,
        blocks: blocksForEditor(await blocksAt(row), { siteEditor }),
        editorName: editor.name,
        editorId: editor.id,
        restoredFrom: row.id,
        siteEditor,
      });
    } catch (error) {
      if (error instanceof HttpError && error.error === 'ValidationError') {
        const details = (error.body.details ?? []) as { path: string; message: string }[];
        if (details.some(isBlockIssue)) throw invalidRevision(row.id, details.filter(isBlockIssue));
        throw new HttpError(400, error.message, { error: error.error, body: { details: details.map((issue) => ({ ...issue, path: `/body${issue.path}` })) } });
      }
      throw error;
    }
  }

  /** The revision of a subject just before `id`: the state a copy replaced (none when the copy created the document). */
  async function revisionBefore(subject: PageSubject, id: number, tx: Db): Promise<RevisionRow | undefined> {
    const [row] = await tx.select().from(revisions).where(and(ofSubject(subject), lt(revisions.id, id))).orderBy(desc(revisions.id)).limit(1);
    return row;
  }

  /** What undoing `copy` writes: the blocks of the revision before it, checked against today's block schemas (else 422). */
  async function undoPlan(tx: Db, copy: RevisionRow, current: ContentDocument) {
    const before = await revisionBefore(pageSubjectOf(copy), copy.id, tx);
    const blocks = before ? ((await stateAt(tx, before)) as BlockInstance[]) : [];
    const issues = await content.blockIssues(blocks);
    if (issues.length > 0) throw invalidRevision(before?.id ?? copy.id, issues);
    return { copy, current, before, blocks };
  }

  async function undoOne(tx: Db, { copy, current, before, blocks }: Awaited<ReturnType<typeof undoPlan>>, editor: Editor, batch: string): Promise<RevisionSummary | undefined> {
    const written = (await writeIfRevision(tx, { ...pageSubjectOf(copy), blocks, editorName: editor.name }, current.revision)) as ContentDocument;
    return history.record(tx, pageChange(current, written, { action: 'undo-copy', editor, restoredFrom: before?.id, batch }));
  }

  return {
    list: ({ page, env, phase, ...paging }) => {
      // One phase is one subject, listed straight off the subject index in id order.
      const where = phase === undefined ? and(eq(revisions.kind, 'page'), eq(revisions.env, env), eq(revisions.page, page)) : ofSubject({ kind: 'page', env, page, phase });
      return listRevisions(db, where, paging);
    },

    async read(page, revisionId, viewer) {
      const row = await pageRevision(page, revisionId);
      const blocks = await content.forEditor(await blocksAt(row), viewer);
      const document: ContentDocument = {
        env: row.env,
        page,
        phase: row.phase ?? '',
        revision: row.documentRevision ?? 0,
        blocks,
        ...(row.editorName ? { editorName: row.editorName } : {}),
        updatedAt: row.at.toISOString(),
      };
      return { revision: toSummary(row), document };
    },

    async restore(page, revisionId, request, viewer) {
      const row = await pageRevision(page, revisionId);
      const saved = await saveRestored(page, row, request, viewer);
      const recorded = saved.historyRevisionId === undefined ? undefined : await findRevision(db, saved.historyRevisionId);
      if (!recorded) throw new HttpError(500, 'The restore was saved without its revision');
      return { document: saved, revision: toSummary(recorded) };
    },

    async undoCopy(page, revisionId, env, viewer) {
      const copy = await pageRevision(page, revisionId);
      if (copy.action !== 'copy') throw notFound(`Revision ${revisionId} of page "${page}" is not a copy`);
      if (copy.env !== env) throw badRequest(`Revision ${revisionId} copied into ${copy.env}`, [{ path: '/body/env', message: `must be ${copy.env}, where the copy wrote` }]);
      const copies = copy.batch === null ? [copy] : await db.select().from(revisions).where(eq(revisions.batch, copy.batch)).orderBy(revisions.id);
      return db.transaction(async (tx) => {
        const newer: RevisionSummary[] = [];
        const locked: { copy: RevisionRow; current: ContentDocument }[] = [];
        for (const each of copies) {
          // Locked until the undo is written: nothing lands between the check and the write.
          const current = await lockDocument(tx, pageSubjectOf(each));
          newer.push(...(await revisionsAfter(tx, pageSubjectOf(each), each.id)));
          if (current) locked.push({ copy: each, current });
        }
        if (newer.length > 0) {
          throw new HttpError(409, 'Something was saved over the copy since; nothing was undone', { body: { newer: newer.sort((a, b) => b.id - a.id) } });
        }
        const records = copy.batch === null ? [] : await tx.select().from(copiedPageRecords).where(eq(copiedPageRecords.batch, copy.batch));
        const changedPages = await undoCopiedPages(tx, copy.env, records, editorOf(viewer).name);
        if (changedPages.length > 0) {
          throw new HttpError(409, `The address, titles or access rule of ${changedPages.join(', ')} changed since the copy; nothing was undone`, { body: { newer: [] } });
        }
        const plans = [];
        for (const { copy: each, current } of locked) plans.push(await undoPlan(tx, each, current));
        const batch = randomUUID();
        const undone: RevisionSummary[] = [];
        for (const plan of plans) {
          const revision = await undoOne(tx, plan, editorOf(viewer), batch);
          if (revision) undone.push(revision);
        }
        return undone;
      });
    },
  };
}
