import type { FastifyPluginAsync } from 'fastify';
import type { SettingsResponse } from '../../schemas/generated/api/settings/settings';
import type { TestingDateQuery } from '../../schemas/generated/api/testing-date-query';
import type { AppContext } from '../context';
import { contract } from '../http/contract';
import { phaseInForce } from './service';

export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, settings }) => {
  app.get<{ Querystring: TestingDateQuery }>(
    '/settings',
    { schema: { querystring: contract('testing-date-query'), response: { 200: contract('settings/settings') } } },
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
