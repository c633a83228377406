import type { FastifyPluginAsync } from 'fastify';
import type { CreatePageRequest } from '../../schemas/generated/api/pages/create-page';
import type { PageEnvQuery } from '../../schemas/generated/api/pages/env-query';
import type { PageListResponse } from '../../schemas/generated/api/pages/page-list';
import type { PageParams } from '../../schemas/generated/api/pages/page-params';
import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { PageRecordsResponse } from '../../schemas/generated/api/pages/page-records';
import type { PageRevisionRequest } from '../../schemas/generated/api/pages/revision-request';
import type { UpdatePageRequest } from '../../schemas/generated/api/pages/update-page';
import type { Environment } from '../../src/engine';
import { SITE_EDITORS } from '../auth/access-rules';
import { contract } from '../http/contract';
import { readableEnvironment } from '../http/environment';
import type { PageService } from './service';

export interface PageRouteOptions {
  siteEnv: Environment;
  pages: PageService;
}

const error = contract('error');
const conflict = contract('pages/conflict');
const writeErrors = { 400: error, 401: error, 403: error, 404: error, 409: conflict };
const editorOnly = { access: SITE_EDITORS };
/** Writes name their environment in the body (the site's own when they do not). */
const editorWrite = { ...editorOnly, writesTo: 'body' } as const;

/** Routes guarded by an access rule always run with a user. */
const editorName = (user: { displayName: string } | null): string => user?.displayName ?? '';

/** Content pages as data (issue 13): the router's list for everyone, the page records and their writes for site editors. */
export const pageRoutes: FastifyPluginAsync<PageRouteOptions> = async (app, { siteEnv, pages }) => {
  app.get<{ Querystring: PageEnvQuery }>(
    '/pages',
    { config: { access: 'public' }, schema: { querystring: contract('pages/env-query'), response: { 200: contract('pages/page-list'), 403: error } } },
    async (request): Promise<PageListResponse> => pages.directory(readableEnvironment(request.query.env, request.user, siteEnv), request.user),
  );

  app.get<{ Querystring: PageEnvQuery }>(
    '/pages/records',
    { config: editorOnly, schema: { querystring: contract('pages/env-query'), response: { 200: contract('pages/page-records'), 401: error, 403: error } } },
    async (request): Promise<PageRecordsResponse> => pages.records(request.query.env ?? siteEnv),
  );

  app.post<{ Body: CreatePageRequest }>(
    '/pages',
    { config: editorWrite, schema: { body: contract('pages/create-page'), response: { 201: contract('pages/page-record'), ...writeErrors } } },
    async (request, reply): Promise<PageRecord> => {
      const created = await pages.create({ ...request.body, env: request.body.env ?? siteEnv, editorName: editorName(request.user) });
      reply.status(201);
      return created;
    },
  );

  app.patch<{ Params: PageParams; Body: UpdatePageRequest }>(
    '/pages/:id',
    {
      config: editorWrite,
      schema: { params: contract('pages/page-params'), body: contract('pages/update-page'), response: { 200: contract('pages/page-record'), ...writeErrors } },
    },
    async (request): Promise<PageRecord> =>
      pages.update({ ...request.body, id: request.params.id, env: request.body.env ?? siteEnv, editorName: editorName(request.user) }),
  );

  const revisionRoute = { params: contract('pages/page-params'), body: contract('pages/revision-request'), response: { 200: contract('pages/page-record'), ...writeErrors } };
  const revisioned = (request: { params: PageParams; body: PageRevisionRequest; user: { displayName: string } | null }) => ({
    id: request.params.id,
    env: request.body.env ?? siteEnv,
    baseRevision: request.body.baseRevision,
    editorName: editorName(request.user),
  });

  app.delete<{ Params: PageParams; Body: PageRevisionRequest }>(
    '/pages/:id',
    { config: editorWrite, schema: revisionRoute },
    async (request): Promise<PageRecord> => pages.remove(revisioned(request)),
  );

  app.post<{ Params: PageParams; Body: PageRevisionRequest }>(
    '/pages/:id/restore',
    { config: editorWrite, schema: revisionRoute },
    async (request): Promise<PageRecord> => pages.restore(revisioned(request)),
  );
};
