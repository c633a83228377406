import type { FastifyPluginAsync } from 'fastify';
import type { AllSettingsResponse } from '../../schemas/generated/api/siteeditor/all-settings';
import type { EnvironmentParams } from '../../schemas/generated/api/siteeditor/env-params';
import type { SettingsChangeRequest } from '../../schemas/generated/api/siteeditor/settings-change-request';
import type { SettingsSaveResponse } from '../../schemas/generated/api/siteeditor/settings-save';
import type { SettingsSaveFailure } from '../../schemas/generated/api/siteeditor/settings-save-failure';
import type { SiteEditorResponse } from '../../schemas/generated/api/siteeditor/site-editor';
import type { TestingDate } from '../../schemas/generated/api/siteeditor/testing-date';
import { CONTENT_EDITORS, SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { editorOf } from '../history/editor';
import { contract } from '../http/contract';
import { badRequest } from '../http/errors';
import { isIsoDate } from './setting-values';

/** The site settings editor (`/editor`) and the phase simulator's server testing date. */
export const siteEditorRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, siteEditor }) => {
  app.get('/siteeditor', { config: { access: SITE_EDITORS }, schema: { response: { 200: contract('siteeditor/site-editor') } } }, async (): Promise<SiteEditorResponse> => ({
    env: siteEnv,
    settings: await siteEditor.settings(siteEnv),
  }));

  app.get('/siteeditor/all', { config: { access: SITE_EDITORS }, schema: { response: { 200: contract('siteeditor/all-settings') } } }, async (): Promise<AllSettingsResponse> => ({
    environments: await siteEditor.allSettings(),
  }));

  const saveFailure = contract('siteeditor/settings-save-failure');
  app.post<{ Params: EnvironmentParams; Body: SettingsChangeRequest }>(
    '/siteeditor/setting/:env',
    {
      config: { access: SITE_EDITORS, writesTo: 'params.env' },
      schema: {
        params: contract('siteeditor/env-params'),
        body: contract('siteeditor/settings-change-request'),
        response: { 200: contract('siteeditor/settings-save'), 400: saveFailure, 500: saveFailure },
      },
    },
    async (request, reply): Promise<SettingsSaveResponse | SettingsSaveFailure> => {
      const { env } = request.params;
      try {
        const response = await siteEditor.save(env, request.body.changes, editorOf(request.user));
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

  app.put<{ Body: TestingDate }>(
    '/siteeditor/testing-date',
    { config: { access: CONTENT_EDITORS, writesTo: 'site' }, schema: { body: contract('siteeditor/testing-date'), response: { 200: contract('siteeditor/testing-date') } } },
    async (request): Promise<TestingDate> => {
      const { testingDate } = request.body;
      if (testingDate !== null && !isIsoDate(testingDate)) {
        throw badRequest('testingDate must be an ISO date or null', [{ path: '/body/testingDate', message: 'must be an ISO date or null' }]);
      }
      await siteEditor.setTestingDate(siteEnv, testingDate);
      return { testingDate };
    },
  );
};
