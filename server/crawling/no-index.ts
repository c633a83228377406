import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Environment } from '../../src/engine';

const NOT_INDEXED = 'noindex, nofollow';
const isApi = (url: string) => /^\/api(\/|\?|$)/.test(url);

/**
 * Answers search engines must not list: outside production every answer (pages, files, API), since the content and
 * acceptance environments hold drafts and a crawler that ignores robots.txt must still not list them; in production
 * the API's answers, which crawlers may fetch to render pages but which are no pages of their own.
 */
export const notIndexed = fp(async (app: FastifyInstance, { siteEnv }: { siteEnv: Environment }) => {
  app.addHook('onSend', async (request, reply) => {
    if (siteEnv !== 'prod' || isApi(request.url)) reply.header('x-robots-tag', NOT_INDEXED);
  });
});
