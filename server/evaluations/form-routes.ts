import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { EvaluationFormPublish } from '../../schemas/generated/api/evaluations/form-publish';
import type { EvaluationFormSummaries } from '../../schemas/generated/api/evaluations/form-summaries';
import type { EvaluationFormVersionQuery } from '../../schemas/generated/api/evaluations/form-version-query';
import type { PublishedEvaluationForm } from '../../schemas/generated/api/evaluations/published-form';
import type { CurrentUser } from '../../src/engine';
import { SITE_EDITORS } from '../auth/access-rules';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import { createEvaluationFormEditing } from './form-editing';
import { createEvaluationFormRepository } from './form-repository';

// The access rule has already refused callers who are not site editors.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/**
 * The site editors' evaluation forms (issue 20: forms as data): the list, one version of a form, and publishing the
 * next version. Forms are the site's, not an environment's, as the answers given to them are.
 */
export const evaluationFormRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const forms = createEvaluationFormEditing(createEvaluationFormRepository(db));
  const siteEditors = { access: SITE_EDITORS } as const;
  const version = { 200: contract('evaluations/published-form') };

  app.get('/siteeditor/evaluation-forms', { config: siteEditors, schema: { response: { 200: contract('evaluations/form-summaries') } } }, async (): Promise<EvaluationFormSummaries> =>
    forms.list(),
  );

  app.get<{ Querystring: EvaluationFormVersionQuery }>(
    '/siteeditor/evaluation-forms/version',
    { config: siteEditors, schema: { querystring: contract('evaluations/form-version-query'), response: version } },
    async (request): Promise<PublishedEvaluationForm> => forms.read(request.query.key, request.query.version),
  );

  app.post<{ Body: EvaluationFormPublish }>(
    '/siteeditor/evaluation-forms/version',
    { config: siteEditors, schema: { body: contract('evaluations/form-publish'), response: { ...version, 409: contract('evaluations/form-publish-conflict') } } },
    async (request): Promise<PublishedEvaluationForm> => forms.publish(caller(request), request.body),
  );
};
