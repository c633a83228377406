import type { FastifyPluginAsync } from 'fastify';
import type { BlockInstance, CopyRequest, Environment } from '../../src/engine';
import { CONTENT_EDITORS, SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { readableEnvironment } from '../http/environment';
import { copyBody, copyParams, pageParams, readQuery, saveBody } from './schemas';

interface PageSaveBody {
  env?: Environment;
  phase: string;
  baseRevision: number;
  force?: boolean;
  blocks: BlockInstance[];
}

/** Routes guarded by an access rule always run with a user. */
const editorName = (user: { displayName: string } | null): string => user?.displayName ?? '';

export const contentRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, content, live }) => {
  const announce = ({ env, page, phase, revision }: { env: Environment; page: string; phase: string; revision: number }) =>
    live.publish({ type: 'onComponentSettingsChanged', data: { env, page, phase, revision } });

  app.get<{ Params: { page: string }; Querystring: { testingDate?: string; env?: Environment } }>(
    '/content/:page',
    { config: { access: 'public' }, schema: { params: pageParams, querystring: readQuery } },
    async (request) =>
      content.resolve({
        page: request.params.page,
        env: readableEnvironment(request.query.env, request.user, siteEnv),
        viewer: request.user,
        testingDate: request.query.testingDate,
      }),
  );

  app.get<{ Params: { page: string } }>(
    '/content/all/:page',
    { config: { access: CONTENT_EDITORS }, schema: { params: pageParams } },
    async (request) => content.all(request.params.page),
  );

  app.put<{ Params: { page: string }; Body: PageSaveBody }>(
    '/content/:page',
    { config: { access: CONTENT_EDITORS }, schema: { params: pageParams, body: saveBody } },
    async (request) => {
      const saved = await content.save({
        env: request.body.env ?? siteEnv,
        page: request.params.page,
        phase: request.body.phase,
        baseRevision: request.body.baseRevision,
        force: request.body.force === true,
        blocks: request.body.blocks,
        editorName: editorName(request.user),
      });
      announce(saved);
      return saved;
    },
  );

  app.post<{ Params: { from: Environment; to: Environment }; Body: CopyRequest }>(
    '/content/copyToEnvironment/:from/:to',
    {
      config: { access: SITE_EDITORS },
      schema: { params: copyParams, body: copyBody },
      // A bare POST copies every page.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const result = await content.copy({ ...request.params, page: request.body.page, editorName: editorName(request.user) });
      for (const copied of result.copied) announce({ env: result.to, ...copied });
      return result;
    },
  );
};
