import type { FastifyPluginAsync } from 'fastify';
import type { VersionResponse } from '../../src/engine';

export interface SystemRouteOptions {
  version: VersionResponse;
}

export const systemRoutes: FastifyPluginAsync<SystemRouteOptions> = async (app, { version }) => {
  app.get('/ping', { config: { access: 'public' } }, async () => ({ ok: true, time: new Date().toISOString() }));
  app.get('/version', { config: { access: 'public' } }, async (): Promise<VersionResponse> => version);
};
