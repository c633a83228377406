import type { FastifyPluginAsync } from 'fastify';
import type { PingResponse } from '../../schemas/generated/api/system/ping';
import type { VersionResponse } from '../../schemas/generated/api/system/version';
import { contract } from '../http/contract';

export interface SystemRouteOptions {
  version: VersionResponse;
}

export const systemRoutes: FastifyPluginAsync<SystemRouteOptions> = async (app, { version }) => {
  app.get(
    '/ping',
    { config: { access: 'public' }, schema: { response: { 200: contract('system/ping') } } },
    async (): Promise<PingResponse> => ({ ok: true, time: new Date().toISOString() }),
  );
  app.get(
    '/version',
    { config: { access: 'public' }, schema: { response: { 200: contract('system/version') } } },
    async (): Promise<VersionResponse> => version,
  );
};
