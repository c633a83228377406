import {
  ENVIRONMENTS,
  isContentEditor,
  type AllContentResponse,
  type ContentDocument,
  type CopyResponse,
  type CurrentUser,
  type Environment,
  type ResolvedPage,
} from '../../src/engine';
import type { ContentValidator } from '../../src/engine/validation';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { phaseInForce, type SettingsService } from '../settings/service';
import { copyDocuments, findPageDocuments } from './repository';
import type { SanitizeBlocks } from './sanitize-blocks';
import { savePage, type SaveRequest } from './save-page';
import { visibleBlocks } from './visible-blocks';

export interface ContentService {
  /** The page as `viewer` may see it in the phase in force. */
  resolve(request: { page: string; env: Environment; viewer: CurrentUser | null; testingDate?: string | undefined }): Promise<ResolvedPage>;
  /** Every environment and phase of a page, for editors. */
  all(page: string): Promise<AllContentResponse>;
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
}

export function createContentService({ db, siteEnv, settings, validator, sanitizeBlocks }: ContentServiceOptions): ContentService {
  return {
    async resolve({ page, env, viewer, testingDate }) {
      const [snapshot, documents] = await Promise.all([settings.snapshot(env), findPageDocuments(db, page, env)]);
      if (documents.length === 0) throw notFound(`No content for page "${page}"`);
      const phase = phaseInForce(snapshot, testingDate);
      const document = documents.find((doc) => doc.phase === phase);
      const blocks = document?.blocks ?? [];
      const scopes = viewer?.scopes ?? [];
      const shown = isContentEditor(scopes) ? blocks : visibleBlocks(blocks, { scopes, features: snapshot.features, currentPhaseId: phase });
      return {
        env,
        page,
        phase,
        revision: document?.revision ?? 0,
        blocks: await sanitizeBlocks(shown),
      };
    },

    async all(page) {
      const [snapshot, documents] = await Promise.all([settings.snapshot(siteEnv), findPageDocuments(db, page)]);
      const environments = Object.fromEntries(ENVIRONMENTS.map((env) => [env, {}])) as AllContentResponse['environments'];
      const sanitized = await Promise.all(documents.map(async (doc) => ({ ...doc, blocks: await sanitizeBlocks(doc.blocks) })));
      for (const doc of sanitized) environments[doc.env][doc.phase] = doc;
      return { page, phases: snapshot.phases, environments };
    },

    async save(request) {
      const [snapshot, contentValidator, blocks] = await Promise.all([settings.snapshot(request.env), validator(), sanitizeBlocks(request.blocks)]);
      return savePage({ ...request, blocks }, { db, validator: contentValidator, phaseIds: snapshot.phases.map((phase) => phase.id), sanitizeBlocks });
    },

    async copy({ from, to, page, editorName }) {
      if (from === to) throw badRequest('Source and target environments must differ');
      const copied = await copyDocuments(db, { from, to, page, editorName });
      if (page !== undefined && copied.length === 0) throw notFound(`No content for page "${page}" in ${from}`);
      return { from, to, copied: copied.map(({ page: copiedPage, phase, revision }) => ({ page: copiedPage, phase, revision })) };
    },
  };
}
