import type { FastifyPluginAsync } from 'fastify';
import type {
  AllSettingsResponse,
  Environment,
  SettingsChangeRequest,
  SettingsSaveResponse,
  SiteEditorResponse,
  TestingDateRequest,
} from '../../src/engine';
import { CONTENT_EDITORS, SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { changesBody, envParams, testingDateBody } from './schemas';
import { isIsoDate } from './setting-values';

/** The site settings editor (`/editor`) and the phase simulator's server testing date. */
export const siteEditorRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, siteEditor }) => {
  app.get('/siteeditor', { config: { access: SITE_EDITORS } }, async (): Promise<SiteEditorResponse> => ({
    env: siteEnv,
    settings: await siteEditor.settings(siteEnv),
  }));

  app.get('/siteeditor/all', { config: { access: SITE_EDITORS } }, async (): Promise<AllSettingsResponse> => ({
    environments: await siteEditor.allSettings(),
  }));

  app.post<{ Params: { env: Environment }; Body: SettingsChangeRequest }>(
    '/siteeditor/setting/:env',
    { config: { access: SITE_EDITORS }, schema: { params: envParams, body: changesBody } },
    async (request, reply): Promise<SettingsSaveResponse & { error?: string; message?: string }> => {
      const { env } = request.params;
      try {
        const response = await siteEditor.save(env, request.body.changes);
        if (response.result !== 'invalid') return response;
        // Also an error body, so generic API clients see a 400 like any other validation failure.
        reply.status(400);
        return { ...response, error: 'ValidationError', message: 'Some settings are invalid; nothing was saved' };
      } catch (error) {
        request.log.error({ err: error }, 'settings save failed');
        reply.status(500);
        return { result: 'error', error: 'InternalServerError', message: `Error updating setting in ${env} environment` };
      }
    },
  );

  app.put<{ Body: TestingDateRequest }>(
    '/siteeditor/testing-date',
    { config: { access: CONTENT_EDITORS }, schema: { body: testingDateBody } },
    async (request): Promise<TestingDateRequest> => {
      const { testingDate } = request.body;
      if (testingDate !== null && !isIsoDate(testingDate)) {
        throw badRequest('testingDate must be an ISO date or null', [{ path: '/body/testingDate', message: 'must be an ISO date or null' }]);
      }
      await siteEditor.setTestingDate(siteEnv, testingDate);
      return { testingDate };
    },
  );
};
