import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Environment } from '../../src/engine';

/**
 * Outside production every answer (pages, files, API) asks search engines not to index it or follow its links: the
 * content and acceptance environments hold drafts, and a crawler that ignores robots.txt must still not list them.
 */
export const noIndexOutsideProduction = fp(async (app: FastifyInstance, { siteEnv }: { siteEnv: Environment }) => {
  if (siteEnv === 'prod') return;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
  });
});
