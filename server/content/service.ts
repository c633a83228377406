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
import type { ContentValidator } from '../../src/engine/lazy/validation';
import type { Db } from '../db/client';
import { badRequest, HttpError, notFound } from '../http/errors';
import { copyPages, isSlugTaken } from '../pages/repository';
import type { PageService } from '../pages/service';
import { phaseInForce, type SettingsService } from '../settings/service';
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
  copy(request: { from: Environment; to: Environment; page?: string | undefined; editorName: string }): Promise<CopyResponse>;
}

export interface ContentServiceOptions {
  db: Db;
  siteEnv: Environment;
  settings: SettingsService;
  validator: () => Promise<ContentValidator>;
  /** Every block leaving or entering storage passes here: the server is where HTML is made safe, not the browser. */
  sanitizeBlocks: SanitizeBlocks;
  /** Anonymous visitors receive no stream or video address: spec 1 §6 shows them streams only as a sign-in prompt. */
  withholdFromAnonymous: WithholdFromAnonymous;
  /** Stored pages decide who reads their content (a deleted page has none to show). */
  guardPage: PageService['guardContent'];
}

/** Copies the page records with the content, in one transaction: a page arrives with its slug and titles or not at all. */
async function copyWithPages(db: Db, options: { from: Environment; to: Environment; page?: string | undefined; editorName: string }) {
  try {
    return await db.transaction(async (tx) => {
      const pages = await copyPages(tx, options);
      const copied = await copyDocuments(tx, options);
      if (options.page !== undefined && pages + copied.length === 0) throw notFound(`No content for page "${options.page}" in ${options.from}`);
      return copied;
    });
  } catch (error) {
    if (isSlugTaken(error)) throw new HttpError(409, `Another page in ${options.to} already lives at the slug of a copied page; rename one of them first`);
    throw error;
  }
}

export function createContentService({ db, siteEnv, settings, validator, sanitizeBlocks, withholdFromAnonymous, guardPage }: ContentServiceOptions): ContentService {
  return {
    async resolve({ page, env, viewer, testingDate }) {
      const [stored, snapshot, documents] = await Promise.all([
        guardPage({ env, page, viewer }),
        settings.snapshot(env),
        findPageDocuments(db, page, env),
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
      const siteEditor = isSiteEditor(viewer?.scopes ?? []);
      const sanitized = await Promise.all(
        documents.map(async (doc) => ({ ...doc, blocks: await sanitizeBlocks(blocksForEditor(doc.blocks, { siteEditor })) })),
      );
      for (const doc of sanitized) environments[doc.env][doc.phase] = doc;
      return { page, phases: snapshot.phases, environments };
    },

    async save(request) {
      const [snapshot, contentValidator, blocks] = await Promise.all([settings.snapshot(request.env), validator(), sanitizeBlocks(request.blocks)]);
      const forSaver = { siteEditor: request.siteEditor };
      const present = async (stored: readonly BlockInstance[]) => sanitizeBlocks(blocksForEditor(stored, forSaver));
      const saved = await savePage({ ...request, blocks }, { db, validator: contentValidator, phaseIds: snapshot.phases.map((phase) => phase.id), present });
      return { ...saved, blocks: blocksForEditor(saved.blocks, forSaver) };
    },

    async copy({ from, to, page, editorName }) {
      if (from === to) throw badRequest('Source and target environments must differ');
      const copied = await copyWithPages(db, { from, to, page, editorName });
      return { from, to, copied: copied.map(({ page: copiedPage, phase, revision }) => ({ page: copiedPage, phase, revision })) };
    },
  };
}
