import type { FastifyPluginAsync } from 'fastify';
import type { PageSave } from '../../schemas/generated/page-save';
import type { AllContentResponse } from '../../schemas/generated/api/content/all-content';
import type { ContentDocument } from '../../schemas/generated/api/content/content-document';
import type { ContentReadQuery } from '../../schemas/generated/api/content/read-query';
import type { CopyRequest } from '../../schemas/generated/api/content/copy-request';
import type { CopyResponse } from '../../schemas/generated/api/content/copy-response';
import type { PageParams } from '../../schemas/generated/api/content/page-params';
import type { PastedBlocks } from '../../schemas/generated/api/content/pasted-blocks';
import type { ResolvedPage } from '../../schemas/generated/api/content/resolved-page';
import type { EnvironmentPairParams } from '../../schemas/generated/api/environment-pair';
import { isSiteEditor, type Environment } from '../../src/engine';
import { CONTENT_EDITORS, SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { editorOf } from '../history/editor';
import { contract, sharedSchema } from '../http/contract';
import { readableEnvironment } from '../http/environment';

const params = contract('content/page-params');

/** Routes guarded by an access rule always run with a user. */
const editorName = (user: { displayName: string } | null): string => user?.displayName ?? '';

export const contentRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, content, live }) => {
  const announce = ({ env, page, phase, revision }: { env: Environment; page: string; phase: string; revision: number }) =>
    live.publish({ type: 'onComponentSettingsChanged', data: { env, page, phase, revision } });

  app.get<{ Params: PageParams; Querystring: ContentReadQuery }>(
    '/content/:page',
    { config: { access: 'public' }, schema: { params, querystring: contract('content/read-query'), response: { 200: contract('content/resolved-page') } } },
    async (request): Promise<ResolvedPage> =>
      content.resolve({
        page: request.params.page,
        env: readableEnvironment(request.query.env, request.user, siteEnv),
        viewer: request.user,
        testingDate: request.query.testingDate,
      }),
  );

  app.get<{ Params: PageParams }>(
    '/content/all/:page',
    { config: { access: CONTENT_EDITORS }, schema: { params, response: { 200: contract('content/all-content') } } },
    async (request): Promise<AllContentResponse> => content.all(request.params.page, request.user),
  );

  app.put<{ Params: PageParams; Body: PageSave }>(
    '/content/:page',
    {
      config: { access: CONTENT_EDITORS, writesTo: 'body' },
      schema: { params, body: sharedSchema('page-save'), response: { 200: contract('content/content-document'), 409: contract('content/conflict') } },
    },
    async (request): Promise<ContentDocument> => {
      const saved = await content.save({
        env: request.body.env ?? siteEnv,
        page: request.params.page,
        phase: request.body.phase,
        baseRevision: request.body.baseRevision,
        force: request.body.force === true,
        blocks: request.body.blocks,
        editorName: editorName(request.user),
        editorId: request.user?.id ?? null,
        copiedFrom: request.body.copiedFrom,
        siteEditor: isSiteEditor(request.user?.scopes ?? []),
      });
      announce(saved);
      return saved;
    },
  );

  app.post<{ Params: EnvironmentPairParams; Body: CopyRequest }>(
    '/content/copyToEnvironment/:from/:to',
    {
      config: { access: SITE_EDITORS, writesTo: 'params.to' },
      schema: { params: contract('environment-pair'), body: contract('content/copy-request'), response: { 200: contract('content/copy-response') } },
      // A bare POST copies every page.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request): Promise<CopyResponse> => {
      const result = await content.copy({ ...request.params, page: request.body.page, editor: editorOf(request.user) });
      for (const copied of result.copied) announce({ env: result.to, ...copied });
      // The copy carries page records too: the target's page list may have changed.
      live.publish({ type: 'onPagesChanged', data: { env: result.to } });
      return result;
    },
  );

  const pasted = contract('content/pasted-blocks');
  app.post<{ Body: PastedBlocks }>(
    '/content/pasted',
    { config: { access: CONTENT_EDITORS }, schema: { body: pasted, response: { 200: pasted } } },
    async (request): Promise<PastedBlocks> => ({ blocks: await content.forEditor(request.body.blocks, request.user) }),
  );
};
