import type { FastifyPluginAsync } from 'fastify';
import type { LiveNowTicker } from '../../schemas/generated/api/live-now/ticker';
import type { LiveNowTickerRequest } from '../../schemas/generated/api/live-now/ticker-request';
import type { LiveNowItem } from '../../src/engine';
import { liveNowProblems } from '../../src/engine/lazy/live-now-checks';
import { CONTENT_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { contract } from '../http/contract';
import { badRequest } from '../http/errors';

/**
 * `PUT /live-now-ticker`: content editors replace the ticker of the site's environment. Visitors read it with the
 * public settings, so a change reaches open pages through the settings-changed event.
 */
export const liveNowRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, siteEditor }) => {
  app.put<{ Body: LiveNowTickerRequest }>(
    '/live-now-ticker',
    { config: { access: CONTENT_EDITORS, writesTo: 'site' }, schema: { body: contract('live-now/ticker-request'), response: { 200: contract('live-now/ticker') } } },
    async (request): Promise<LiveNowTicker> => {
      const problems = liveNowProblems(request.body.items, '/body/items');
      if (problems.length > 0) throw badRequest('The ticker has invalid items; nothing was saved', problems);
      const items = request.body.items as LiveNowItem[];
      await siteEditor.setLiveNowTicker(siteEnv, items);
      return { items };
    },
  );
};
