import type { FastifyPluginAsync } from 'fastify';
import type { SettingsResponse } from '../../schemas/generated/api/settings/settings';
import type { TestingDateQuery } from '../../schemas/generated/api/testing-date-query';
import { reachesDevFunctions } from '../auth/dev-access';
import type { AppContext } from '../context';
import { contract } from '../http/contract';
import { DEV_FUNCTIONS_FLAG, phaseInForce } from './service';

export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, settings, devFunctions }) => {
  app.get<{ Querystring: TestingDateQuery }>(
    '/settings',
    { schema: { querystring: contract('testing-date-query'), response: { 200: contract('settings/settings') } } },
    async (request): Promise<SettingsResponse> => {
      const snapshot = await settings.snapshot(siteEnv);
      const visible = snapshot.all.filter((setting) => setting.public);
      return {
        env: siteEnv,
        settings: Object.fromEntries(visible.filter((s) => s.type !== 'flag').map((s) => [s.name, s.value])),
        // The dev functions' flag reads as off for a request that cannot reach them (through a proxy, from another machine).
        features: Object.fromEntries(
          visible.filter((s) => s.type === 'flag').map((s) => [s.name, s.value === true && (s.name !== DEV_FUNCTIONS_FLAG || reachesDevFunctions(devFunctions, request))]),
        ),
        phases: snapshot.phases,
        currentPhase: phaseInForce(snapshot, request.query.testingDate),
        serverTestingDate: snapshot.testingDate,
      };
    },
  );
};
