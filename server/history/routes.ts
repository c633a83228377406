import type { FastifyPluginAsync } from 'fastify';
import type { AuditQuery } from '../../schemas/generated/api/history/audit-query';
import type { HistoryPageQuery } from '../../schemas/generated/api/history/history-page-query';
import type { PageHistoryQuery } from '../../schemas/generated/api/history/page-history-query';
import type { PageRestoreRequest } from '../../schemas/generated/api/history/page-restore-request';
import type { PageRestoreResponse } from '../../schemas/generated/api/history/page-restore-response';
import type { PageRevision } from '../../schemas/generated/api/history/page-revision';
import type { PageRevisionParams } from '../../schemas/generated/api/history/page-revision-params';
import type { RestoreStateRequest } from '../../schemas/generated/api/history/restore-state-request';
import type { RestoreStateResponse } from '../../schemas/generated/api/history/restore-state-response';
import type { RevisionList } from '../../schemas/generated/api/history/revision-list';
import type { SettingsRevision } from '../../schemas/generated/api/history/settings-revision';
import type { SettingsRevisionParams } from '../../schemas/generated/api/history/settings-revision-params';
import type { TranslationRevision } from '../../schemas/generated/api/history/translation-revision';
import type { TranslationRevisionParams } from '../../schemas/generated/api/history/translation-revision-params';
import type { UndoCopyRequest } from '../../schemas/generated/api/history/undo-copy-request';
import type { UndoCopyResponse } from '../../schemas/generated/api/history/undo-copy-response';
import type { PageParams } from '../../schemas/generated/api/content/page-params';
import type { EnvironmentParams } from '../../schemas/generated/api/siteeditor/env-params';
import type { TranslationHistoryParams } from '../../schemas/generated/api/history/translation-history-params';
import { CONTENT_EDITORS, SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import { readableEnvironment } from '../http/environment';
import { servedLanguage } from '../translations/served-language';
import { auditLog } from './audit';
import { editorOf } from './editor';
import { createPageHistory } from './page-history';
import { settingsWriter } from './settings-writer';
import { createStateHistory, type StateSubject } from './state-history';

const history = (name: string) => contract(`history/${name}`);
const listed = { 200: history('revision-list') };
const paged = history('history-page-query');

/**
 * Revision history (issue 17): a page's revisions for content editors, those of the site settings and translations
 * and the audit log of every change for site editors; restores and undoing a copy write like saves do.
 */
export const historyRoutes: FastifyPluginAsync<AppContext & { db: Db }> = async (app, { db, siteEnv, content, live, siteEditor, translationEditor, history: recorder }) => {
  const pages = createPageHistory({ db, content, history: recorder });
  const states = createStateHistory(db);
  const announce = (changed: { env: PageRestoreResponse['document']['env']; page?: string | undefined; phase?: string | undefined; documentRevision?: number | undefined }) =>
    live.publish({ type: 'onComponentSettingsChanged', data: { env: changed.env, page: changed.page ?? '', phase: changed.phase ?? '', revision: changed.documentRevision ?? 0 } });

  app.get<{ Params: PageParams; Querystring: PageHistoryQuery }>(
    '/content/history/:page',
    { config: { access: CONTENT_EDITORS }, schema: { params: history('page-history-params'), querystring: history('page-history-query'), response: listed } },
    async (request): Promise<RevisionList> =>
      pages.list({ ...request.query, page: request.params.page, env: readableEnvironment(request.query.env, request.user, siteEnv) }),
  );

  const pageRevision = history('page-revision-params');
  app.get<{ Params: PageRevisionParams }>(
    '/content/history/:page/:revisionId',
    { config: { access: CONTENT_EDITORS }, schema: { params: pageRevision, response: { 200: history('page-revision') } } },
    async (request): Promise<PageRevision> => pages.read(request.params.page, request.params.revisionId, request.user),
  );

  app.post<{ Params: PageRevisionParams; Body: PageRestoreRequest }>(
    '/content/history/:page/restore/:revisionId',
    {
      config: { access: CONTENT_EDITORS, writesTo: 'body' },
      schema: {
        params: pageRevision,
        body: history('page-restore-request'),
        response: { 200: history('page-restore-response'), 409: contract('content/conflict'), 422: history('invalid-revision') },
      },
    },
    async (request): Promise<PageRestoreResponse> => {
      const restored = await pages.restore(request.params.page, request.params.revisionId, request.body, request.user);
      announce({ ...restored.document, documentRevision: restored.document.revision });
      return restored;
    },
  );

  app.post<{ Params: PageRevisionParams; Body: UndoCopyRequest }>(
    '/content/history/:page/undo-copy/:revisionId',
    {
      config: { access: CONTENT_EDITORS, writesTo: 'body' },
      schema: { params: pageRevision, body: history('undo-copy-request'), response: { 200: history('undo-copy-response'), 409: history('newer-revisions'), 422: history('invalid-revision') } },
    },
    async (request): Promise<UndoCopyResponse> => {
      const revisions = await pages.undoCopy(request.params.page, request.params.revisionId, request.body.env, request.user);
      for (const revision of revisions) announce(revision);
      return { revisions };
    },
  );

  const restoreAnswers = { 200: history('restore-state-response'), 409: history('newer-revisions'), 422: history('invalid-revision') };
  const settingsOf = (params: EnvironmentParams): StateSubject => ({ kind: 'settings', env: params.env });

  app.get<{ Params: EnvironmentParams; Querystring: HistoryPageQuery }>(
    '/siteeditor/history/:env',
    { config: { access: SITE_EDITORS }, schema: { params: history('settings-history-params'), querystring: paged, response: listed } },
    async (request): Promise<RevisionList> => states.list(settingsOf(request.params), request.query),
  );

  app.get<{ Params: SettingsRevisionParams }>(
    '/siteeditor/history/:env/:revisionId',
    { config: { access: SITE_EDITORS }, schema: { params: history('settings-revision-params'), response: { 200: history('settings-revision') } } },
    async (request): Promise<SettingsRevision> => {
      const { revision, state } = await states.read(settingsOf(request.params), request.params.revisionId);
      return { revision, values: state };
    },
  );

  app.post<{ Params: SettingsRevisionParams; Body: RestoreStateRequest }>(
    '/siteeditor/history/:env/restore/:revisionId',
    { config: { access: SITE_EDITORS, writesTo: 'params.env' }, schema: { params: history('settings-revision-params'), body: history('restore-state-request'), response: restoreAnswers } },
    async (request): Promise<RestoreStateResponse> =>
      states.restore(settingsOf(request.params), request.params.revisionId, request.body, settingsWriter(siteEditor, request.params.env, editorOf(request.user))),
  );

  const bundleOf = (params: TranslationHistoryParams): StateSubject => ({ kind: 'translations', env: params.env, lang: servedLanguage(params.lang, '/params/lang'), ns: params.ns });

  app.get<{ Params: TranslationHistoryParams; Querystring: HistoryPageQuery }>(
    '/translation/history/:env/:lang/:ns',
    { config: { access: SITE_EDITORS }, schema: { params: history('translation-history-params'), querystring: paged, response: listed } },
    async (request): Promise<RevisionList> => states.list(bundleOf(request.params), request.query),
  );

  app.get<{ Params: TranslationRevisionParams }>(
    '/translation/history/:env/:lang/:ns/:revisionId',
    { config: { access: SITE_EDITORS }, schema: { params: history('translation-revision-params'), response: { 200: history('translation-revision') } } },
    async (request): Promise<TranslationRevision> => {
      const { revision, state } = await states.read(bundleOf(request.params), request.params.revisionId);
      return { revision, entries: state as Record<string, string> };
    },
  );

  app.post<{ Params: TranslationRevisionParams; Body: RestoreStateRequest }>(
    '/translation/history/:env/:lang/:ns/restore/:revisionId',
    { config: { access: SITE_EDITORS, writesTo: 'params.env' }, schema: { params: history('translation-revision-params'), body: history('restore-state-request'), response: restoreAnswers } },
    async (request): Promise<RestoreStateResponse> => {
      const bundle = bundleOf(request.params) as Extract<StateSubject, { kind: 'translations' }>;
      return states.restore(bundle, request.params.revisionId, request.body, async (state, restoredFrom, guard) => ({
        revision: await translationEditor.restore(bundle, state as Record<string, string>, editorOf(request.user), { restoredFrom, guard }),
      }));
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    { config: { access: SITE_EDITORS }, schema: { querystring: history('audit-query'), response: listed } },
    async (request): Promise<RevisionList> => auditLog(db, request.query),
  );
};
