import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayWriteEnvironment, type Environment } from '../../src/engine';
import { forbidden } from '../http/errors';

/** Where a write route names the environment it changes. */
export type WriteTarget = 'site' | 'body' | 'query' | 'params.env' | 'params.to';

interface EnvironmentFields {
  env?: Environment;
  to?: Environment;
}

const TARGETS: Record<WriteTarget, (request: FastifyRequest, siteEnv: Environment) => Environment> = {
  site: (_request, siteEnv) => siteEnv,
  body: (request, siteEnv) => (request.body as EnvironmentFields | undefined)?.env ?? siteEnv,
  query: (request, siteEnv) => (request.query as EnvironmentFields).env ?? siteEnv,
  'params.env': (request, siteEnv) => (request.params as EnvironmentFields).env ?? siteEnv,
  'params.to': (request, siteEnv) => (request.params as EnvironmentFields).to ?? siteEnv,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The environment a write route changes, checked against the engine's ENVIRONMENT_WRITERS before its handler runs. */
    writesTo?: WriteTarget;
  }
}

/** Checks every route that declares `writesTo`, once its request is validated. */
export const environmentWritesPlugin = fp(async (app: FastifyInstance, { siteEnv }: { siteEnv: Environment }) => {
  app.addHook('preHandler', async (request) => {
    const target = request.routeOptions.config.writesTo;
    if (!target) return;
    const env = TARGETS[target](request, siteEnv);
    if (!mayWriteEnvironment(env, request.user?.scopes ?? [])) {
      throw forbidden(`Only site editors change ${env}: content editors write to cont, and a site editor's copy takes it further`);
    }
  });
});
