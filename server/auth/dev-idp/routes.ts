import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { contract } from '../../http/contract';
import { guardDevFunctions, type DevFunctionsGate } from '../dev-access';
import { interactionRoutes } from './interaction-routes';
import { DEV_PAGE_POLICY, type PageTexts } from './pages';
import { DEV_IDP_PATH } from './paths';

export interface DevProviderRouteOptions extends DevFunctionsGate {
  provider: Provider;
  publicUrl: string;
  texts: (uiLocales: unknown) => Promise<PageTexts>;
}

/**
 * oidc-provider's endpoints that the site's sign-in reaches (below DEV_IDP_PATH), each mounted as a route of its own:
 * discovery and keys, authorization and its resumption after the persona page, tokens, userinfo, sign-out, revocation.
 */
const PROVIDER_ENDPOINTS = [
  ['GET', '/.well-known/openid-configuration'],
  ['GET', '/jwks'],
  ['GET', '/auth'],
  ['GET', '/auth/:uid'],
  ['POST', '/token'],
  ['POST', '/token/revocation'],
  ['GET', '/me'],
  ['GET', '/session/end'],
  ['POST', '/session/end/confirm'],
  ['GET', '/session/end/success'],
] as const;

/**
 * Mounts the local provider at /dev-idp (only where dev functions are on, for whom they reach): oidc-provider's own
 * endpoints run as they are, on the raw request and response, and read their request bodies themselves.
 */
export const devProviderRoutes: FastifyPluginAsync<DevProviderRouteOptions> = async (app, { provider, devFunctions, settings, siteEnv, publicUrl, texts }) => {
  const origin = new URL(publicUrl);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  app.addHook('onRequest', async (request, reply) => {
    await guardDevFunctions(request, { devFunctions, settings, siteEnv });
    // The provider names its endpoints at its issuer's origin (the public one), whatever Host or forwarding headers
    // a request brings: oidc-provider builds its addresses from the request, trusting X-Forwarded-Proto (set here).
    const { headers } = request.raw;
    headers.host = origin.host;
    headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    delete headers['x-forwarded-host'];
    delete headers.forwarded;
    reply.header('content-security-policy', DEV_PAGE_POLICY);
  });
  await app.register(interactionRoutes, { provider, texts });

  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = provider.callback();
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      // oidc-provider finds its mount path by comparing the original URL with the one it is handed.
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(DEV_IDP_PATH.length) || '/';
      void handle(raw, reply.raw);
    };
    const response = { '4xx': contract('auth/provider-error') };
    for (const [method, path] of PROVIDER_ENDPOINTS) {
      const schema = path.includes(':') ? { response, params: contract('auth/dev-idp-interaction-params') } : { response };
      mount.route({ method, url: `${DEV_IDP_PATH}${path}`, schema, handler: forward });
    }
  });
};
