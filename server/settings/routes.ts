import type { FastifyPluginAsync } from 'fastify';
import type { SettingsResponse } from '../../src/engine';
import type { AppContext } from '../context';
import { phaseInForce } from './service';

// Unknown query parameters (cache busters and the like) are ignored rather than refused.
const querystring = { type: 'object', properties: { testingDate: { type: 'string', maxLength: 64 } } } as const;

export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, settings }) => {
  app.get<{ Querystring: { testingDate?: string } }>(
    '/settings',
    { schema: { querystring } },
    async (request): Promise<SettingsResponse> => {
      const snapshot = await settings.snapshot(siteEnv);
      const visible = snapshot.all.filter((setting) => setting.public);
      return {
        env: siteEnv,
        settings: Object.fromEntries(visible.filter((s) => s.type !== 'flag').map((s) => [s.name, s.value])),
        features: Object.fromEntries(visible.filter((s) => s.type === 'flag').map((s) => [s.name, s.value === true])),
        phases: snapshot.phases,
        currentPhase: phaseInForce(snapshot, request.query.testingDate),
        serverTestingDate: snapshot.testingDate,
      };
    },
  );
};
