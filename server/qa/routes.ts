import type { FastifyPluginAsync } from 'fastify';
import type { QaDesign } from '../../schemas/generated/api/qa/design';
import type { QaDesignList } from '../../schemas/generated/api/qa/design-list';
import type { QaDesignRequest } from '../../schemas/generated/api/qa/design-request';
import type { QaDesignsQuery } from '../../schemas/generated/api/qa/designs-query';
import type { QaFileParams } from '../../schemas/generated/api/qa/file-params';
import type { QaResultParams } from '../../schemas/generated/api/qa/result-params';
import type { QaRun } from '../../schemas/generated/api/qa/run';
import type { QaRunCreated } from '../../schemas/generated/api/qa/run-created';
import type { QaRunList } from '../../schemas/generated/api/qa/run-list';
import type { QaRunParams } from '../../schemas/generated/api/qa/run-params';
import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import type { CurrentUser } from '../../src/engine';
import { QA_USERS } from '../auth/access-rules';
import { contract } from '../http/contract';
import { notFound } from '../http/errors';
import { QA_FILES_PATH, type QaFiles } from './files';
import type { QaRunner } from './runner';
import type { QaRuns } from './runs';
import type { QaService } from './service';
import { runSummary, runView } from './view';

export interface QaRouteOptions {
  qa: QaService;
  runs: QaRuns;
  files: QaFiles;
  runner: QaRunner;
}

const HISTORY_LENGTH = 50;
// Names are content hashes: a stored image never changes, but it is nobody's but the QA users' to keep.
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/** The QA screenshot tool (issue 18): designs, runs and their images, for site editors and the qa scope only. */
export const qaRoutes: FastifyPluginAsync<QaRouteOptions> = async (app, { qa, runs, files, runner }) => {
  const user = (request: { user: CurrentUser | null }) => request.user as CurrentUser;
  const runAnswer = async (id: string): Promise<QaRun> => {
    const found = await runs.find(id);
    if (!found) throw notFound(`No QA run ${id}`);
    return runView(found.run, found.results, files);
  };

  app.put<{ Body: QaDesignRequest }>(
    '/qa/designs',
    { config: { access: QA_USERS }, schema: { body: contract('qa/design-request'), response: { 200: contract('qa/design') } } },
    async (request): Promise<QaDesign> => qa.registerDesign(request.body, user(request)),
  );

  app.get<{ Querystring: QaDesignsQuery }>(
    '/qa/designs',
    { config: { access: QA_USERS }, schema: { querystring: contract('qa/designs-query'), response: { 200: contract('qa/design-list') } } },
    async (request): Promise<QaDesignList> => ({ designs: await qa.listDesigns(request.query) }),
  );

  app.post<{ Body: QaRunRequest }>(
    '/qa/runs',
    { config: { access: QA_USERS }, schema: { body: contract('qa/run-request'), response: { 200: contract('qa/run-created') } } },
    async (request): Promise<QaRunCreated> => {
      const id = await qa.createRun(request.body, user(request));
      runner.wake();
      return { id };
    },
  );

  app.get(
    '/qa/runs',
    { config: { access: QA_USERS }, schema: { response: { 200: contract('qa/run-list') } } },
    async (): Promise<QaRunList> => ({ runs: (await runs.latest(HISTORY_LENGTH)).map(({ run, counts }) => runSummary(run, counts)) }),
  );

  app.get<{ Params: QaRunParams }>(
    '/qa/runs/:id',
    { config: { access: QA_USERS }, schema: { params: contract('qa/run-params'), response: { 200: contract('qa/run') } } },
    async (request, reply): Promise<QaRun> => {
      reply.header('cache-control', 'no-store');
      return runAnswer(request.params.id);
    },
  );

  app.post<{ Params: QaRunParams }>(
    '/qa/runs/:id/cancel',
    { config: { access: QA_USERS }, schema: { params: contract('qa/run-params'), response: { 200: contract('qa/run') } } },
    async (request): Promise<QaRun> => {
      // Cancelling a run that has ended already changes nothing; the answer shows how it ended.
      await runs.cancel(request.params.id);
      return runAnswer(request.params.id);
    },
  );

  app.post<{ Params: QaResultParams }>(
    '/qa/runs/:id/results/:seq/accept',
    { config: { access: QA_USERS }, schema: { params: contract('qa/result-params'), response: { 200: contract('qa/design') } } },
    async (request): Promise<QaDesign> => qa.accept(request.params.id, request.params.seq, user(request)),
  );

  app.get<{ Params: QaFileParams }>(
    `${QA_FILES_PATH}/:name`,
    { config: { access: QA_USERS }, schema: { params: contract('qa/file-params') } },
    async (request, reply) => {
      const bytes = await files.read(request.params.name);
      if (!bytes) throw notFound(`No QA image ${request.params.name}`);
      return reply.type('image/png').header('cache-control', PRIVATE_IMMUTABLE).header('x-content-type-options', 'nosniff').send(bytes);
    },
  );
};
