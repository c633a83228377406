import { randomUUID } from 'node:crypto';
import {
  ENVIRONMENTS,
  isAuthenticated,
  isContentEditor,
  isSiteEditor,
  type AllContentResponse,
  type BlockInstance,
  type ContentDocument,
  type CopyResponse,
  type CurrentUser,
  type Environment,
  type ResolvedPage,
} from '../../src/engine';
import type { ContentValidator, ValidationIssue } from '../../src/engine/lazy/validation';
import type { Db } from '../db/client';
import { copiedPageRecords } from '../db/schema';
import { pageChange } from '../history/page-change';
import type { Editor, HistoryRecorder } from '../history/recorder';
import { badRequest, HttpError, notFound } from '../http/errors';
import { copyPages, isSlugTaken } from '../pages/repository';
import type { PageService } from '../pages/service';
import { phaseInForce, type SettingsService } from '../settings/service';
import type { PageDocumentCache } from './document-cache';
import { copyDocuments, findPageDocuments } from './repository';
import type { SanitizeBlocks } from './sanitize-blocks';
import { savePage, type SaveRequest } from './save-page';
import type { WithholdFromAnonymous } from './signed-in-only';
import { blocksForEditor } from './site-editor-blocks';
import { visibleBlocks } from './visible-blocks';

export interface ContentService {
  /** The page as `viewer` may see it in the phase in force. */
  resolve(request: { page: string; env: Environment; viewer: CurrentUser | null; testingDate?: string | undefined }): Promise<ResolvedPage>;
  /** Every environment and phase of a page, for editors (placeholders for blocks `viewer` may not open). */
  all(page: string, viewer: CurrentUser | null): Promise<AllContentResponse>;
  save(request: SaveRequest): Promise<ContentDocument>;
  /** Stored blocks as `viewer` may hold them in the editor: sanitised, placeholders for blocks they may not open. */
  forEditor(blocks: readonly BlockInstance[], viewer: CurrentUser | null): Promise<BlockInstance[]>;
  copy(request: CopyRequest): Promise<CopyResponse>;
  /** What today's block schemas find wrong with the blocks (paths like `/blocks/3/props/heading`). */
  blockIssues(blocks: readonly BlockInstance[]): Promise<ValidationIssue[]>;
}

/** Copies the page (every page without one) from one environment to another, as `editor`. */
export interface CopyRequest {
  from: Environment;
  to: Environment;
  page?: string | undefined;
  editor: Editor;
}

export interface ContentServiceOptions {
  db: Db;
  /** What visitors read; editors' reads (`all`) and writes go to the database. */
  pageDocuments: PageDocumentCache;
  siteEnv: Environment;
  settings: SettingsService;
  validator: () => Promise<ContentValidator>;
  /** Every block leaving or entering storage passes here: the server is where HTML is made safe, not the browser. */
  sanitizeBlocks: SanitizeBlocks;
  /** Anonymous visitors receive no stream or video address: spec 1 §6 shows them streams only as a sign-in prompt. */
  withholdFromAnonymous: WithholdFromAnonymous;
  /** Stored pages decide who reads their content (a deleted page has none to show). */
  guardPage: PageService['guardContent'];
  /** Where every change of a document is recorded, in the change's transaction. */
  history: HistoryRecorder;
}

/**
 * Copies the page records with the content, in one transaction: a page arrives with its slug and titles or not at all,
 * and every document it replaces is recorded as a copy revision of one batch, the page records it replaced with the
 * batch (undone together).
 */
async function copyWithPages(db: Db, history: HistoryRecorder, { editor, ...options }: CopyRequest) {
  const batch = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const pages = await copyPages(tx, { ...options, editorName: editor.name });
      const copied = await copyDocuments(tx, { ...options, editorName: editor.name });
      if (options.page !== undefined && pages.length + copied.length === 0) throw notFound(`No content for page "${options.page}" in ${options.from}`);
      if (pages.length > 0) await tx.insert(copiedPageRecords).values(pages.map((page) => ({ ...page, batch, env: options.to })));
      const written = [];
      for (const { before, after } of copied) {
        const revision = await history.record(tx, pageChange(before, after, { action: 'copy', editor, copiedFrom: options.from, batch }));
        written.push({ page: after.page, phase: after.phase, revision: after.revision, ...(revision ? { historyRevisionId: revision.id } : {}) });
      }
      return written;
    });
  } catch (error) {
    if (isSlugTaken(error)) throw new HttpError(409, `Another page in ${options.to} already lives at the slug of a copied page; rename one of them first`);
    throw error;
  }
}

export function createContentService({ db, pageDocuments, siteEnv, settings, validator, sanitizeBlocks, withholdFromAnonymous, guardPage, history }: ContentServiceOptions): ContentService {
  const forEditor = async (blocks: readonly BlockInstance[], viewer: CurrentUser | null) =>
    sanitizeBlocks(blocksForEditor(blocks, { siteEditor: isSiteEditor(viewer?.scopes ?? []) }));
  return {
    forEditor,
    async resolve({ page, env, viewer, testingDate }) {
      const [stored, snapshot, documents] = await Promise.all([
        guardPage({ env, page, viewer }),
        settings.snapshot(env),
        pageDocuments.of(env, page),
      ]);
      const scopes = viewer?.scopes ?? [];
      // A stored page is there before its first block; any other page id exists only through its content.
      if (documents.length === 0 && !stored) throw notFound(`No content for page "${page}"`);
      const phase = phaseInForce(snapshot, testingDate);
      const document = documents.find((doc) => doc.phase === phase);
      const blocks = document?.blocks ?? [];
      // Editors see hidden blocks too (they edit them), but only site editors open site-editor-only ones.
      const shown = isContentEditor(scopes)
        ? blocksForEditor(blocks, { siteEditor: isSiteEditor(scopes) })
        : visibleBlocks(blocks, { scopes, features: snapshot.features, currentPhaseId: phase });
      return {
        env,
        page,
        phase,
        revision: document?.revision ?? 0,
        blocks: await sanitizeBlocks(isAuthenticated(viewer) ? shown : await withholdFromAnonymous(shown)),
      };
    },

    async all(page, viewer) {
      const [snapshot, documents] = await Promise.all([settings.snapshot(siteEnv), findPageDocuments(db, page)]);
      const environments = Object.fromEntries(ENVIRONMENTS.map((env) => [env, {}])) as AllContentResponse['environments'];
      const sanitized = await Promise.all(documents.map(async (doc) => ({ ...doc, blocks: await forEditor(doc.blocks, viewer) })));
      for (const doc of sanitized) environments[doc.env][doc.phase] = doc;
      return { page, phases: snapshot.phases, environments };
    },

    async save(request) {
      const [snapshot, contentValidator, blocks] = await Promise.all([settings.snapshot(request.env), validator(), sanitizeBlocks(request.blocks)]);
      const forSaver = { siteEditor: request.siteEditor };
      const present = async (stored: readonly BlockInstance[]) => sanitizeBlocks(blocksForEditor(stored, forSaver));
      const saved = await savePage({ ...request, blocks }, { db, validator: contentValidator, phaseIds: snapshot.phases.map((phase) => phase.id), present, history });
      return { ...saved, blocks: blocksForEditor(saved.blocks, forSaver) };
    },

    async copy(request) {
      if (request.from === request.to) throw badRequest('Source and target environments must differ');
      return { from: request.from, to: request.to, copied: await copyWithPages(db, history, request) };
    },

    blockIssues: async (blocks) => (await validator()).validateBlocks(blocks),
  };
}
