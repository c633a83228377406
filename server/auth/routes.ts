import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { OkResponse } from '../../schemas/generated/api/ok';
import type { AccessTokenResponse } from '../../schemas/generated/api/auth/access-token';
import type { DevLoginRequest } from '../../schemas/generated/api/auth/dev-login-request';
import type { DevLoginResponse } from '../../schemas/generated/api/auth/dev-login';
import type { MeResponse } from '../../schemas/generated/api/auth/me';
import type { CurrentUser } from '../../src/engine';
import type { AppContext } from '../context';
import { contract } from '../http/contract';
import { notFound } from '../http/errors';
import { AUTH_COOKIE } from './access';
import { reachesDevFunctions } from './dev-access';
import { devSubject } from './dev-subjects';
import { TOKEN_TTL_SECONDS } from './tokens';

/** Sign-in state: the current user, logout, an embed's token, and (where allowed) a dev login. */
export const authRoutes: FastifyPluginAsync<AppContext> = async (app, { tokens, settings, siteEnv, production, devFunctions }) => {
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: production } as const;
  const setAuthCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(AUTH_COOKIE, token, { ...cookieOptions, maxAge: TOKEN_TTL_SECONDS });

  app.get('/auth/me', { config: { access: 'public' }, schema: { response: { 200: contract('auth/me') } } }, async (request): Promise<MeResponse> => ({ user: request.user }));

  app.post('/auth/logout', { config: { access: 'public' }, schema: { response: { 200: contract('ok') } } }, async (_request, reply): Promise<OkResponse> => {
    reply.clearCookie(AUTH_COOKIE, cookieOptions);
    return { ok: true };
  });

  // Page scripts (a chat or video provider's) may read this answer, so it is never the session itself.
  app.get('/token/access', { config: { access: 'authenticated' }, schema: { response: { 200: contract('auth/access-token') } } }, async (request): Promise<AccessTokenResponse> =>
    tokens.issueEmbed(request.user as CurrentUser),
  );

  // Absent in production and on a network address without the opt-in; on a loopback bind, for this machine's own requests only.
  if (!devFunctions) return;
  app.post<{ Body: DevLoginRequest }>(
    '/auth/dev-login',
    { config: { access: 'public', limit: 'signIn' }, schema: { body: contract('auth/dev-login-request'), response: { 200: contract('auth/dev-login') } } },
    async (request, reply): Promise<DevLoginResponse> => {
      const { features } = await settings.snapshot(siteEnv);
      if (!features.enableDevFunctions || !reachesDevFunctions(devFunctions, request)) throw notFound(`Route ${request.method}:${request.url} not found`);
      const { token, user } = await tokens.issue(devSubject(request.body));
      setAuthCookie(reply, token);
      return { user };
    },
  );
};
