import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { EvaluationResults } from '../../schemas/generated/api/evaluations/results';
import type { EvaluationTextAnswers } from '../../schemas/generated/api/evaluations/results-answers';
import type { EvaluationTextAnswersQuery } from '../../schemas/generated/api/evaluations/results-answers-query';
import type { EvaluationResultForms } from '../../schemas/generated/api/evaluations/results-forms';
import type { EvaluationResultFormsQuery } from '../../schemas/generated/api/evaluations/results-forms-query';
import type { EvaluationResultsQuery } from '../../schemas/generated/api/evaluations/results-query';
import { DEFAULT_LOCALE } from '../../src/engine';
import { SITE_EDITORS } from '../auth/access-rules';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import { createEvaluationRepository } from './repository';
import { createEvaluationResultsRepository } from './results-repository';
import { createEvaluationResultsService } from './results-service';

export interface EvaluationResultsRouteOptions {
  db: Db;
  catalogue: CatalogueService;
}

const PATH = '/siteeditor/evaluation-results';
const CSV_TYPE = 'text/csv; charset=utf-8';
const organisers = { access: SITE_EDITORS } as const;
// Each of these adds up or reads thousands of answers: counted like searches.
const heavy = { ...organisers, limit: 'search' } as const;

/**
 * The organisers' evaluation results (issue 20), for site editors: the forms with answers, a form's answers added up
 * (filtered by session and attendee type), its text answers a page at a time, and the CSV export, streamed as it is
 * read. Organisers see what was answered, never who answered: no answer here carries a user id or an address.
 */
export const evaluationResultsRoutes: FastifyPluginAsync<EvaluationResultsRouteOptions> = async (app, { db, catalogue }) => {
  const results = createEvaluationResultsService({ repository: createEvaluationResultsRepository(db), forms: createEvaluationRepository(db), catalogue });
  const query = contract('evaluations/results-query');

  app.get<{ Querystring: EvaluationResultFormsQuery }>(
    PATH,
    { config: organisers, schema: { querystring: contract('evaluations/results-forms-query'), response: { 200: contract('evaluations/results-forms') } } },
    async (request): Promise<EvaluationResultForms> => results.forms(request.query.lang ?? DEFAULT_LOCALE),
  );

  app.get<{ Querystring: EvaluationResultsQuery }>(
    `${PATH}/summary`,
    { config: heavy, schema: { querystring: query, response: { 200: contract('evaluations/results') } } },
    async (request): Promise<EvaluationResults> => results.summary(request.query),
  );

  app.get<{ Querystring: EvaluationTextAnswersQuery }>(
    `${PATH}/answers`,
    { config: heavy, schema: { querystring: contract('evaluations/results-answers-query'), response: { 200: contract('evaluations/results-answers') } } },
    async (request): Promise<EvaluationTextAnswers> => results.textAnswers(request.query),
  );

  app.get<{ Querystring: EvaluationResultsQuery }>(`${PATH}/export`, { config: heavy, schema: { querystring: query } }, async (request, reply) => {
    const { fileName, chunks } = await results.exportCsv(request.query);
    // Pulled batch by batch as the client reads (and stopped if it goes away): never the whole file in memory.
    return reply
      .type(CSV_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(chunks, { objectMode: false }));
  });
};
