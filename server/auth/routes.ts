import type { FastifyPluginAsync } from 'fastify';
import type { AccessTokenResponse } from '../../schemas/generated/api/auth/access-token';
import type { DevLoginRequest } from '../../schemas/generated/api/auth/dev-login-request';
import type { DevLoginResponse } from '../../schemas/generated/api/auth/dev-login';
import type { LogoutResponse } from '../../schemas/generated/api/auth/logout';
import type { LogoutQuery } from '../../schemas/generated/api/auth/logout-query';
import type { MeResponse } from '../../schemas/generated/api/auth/me';
import { DEFAULT_LOCALE, normalizeLocale, type CurrentUser } from '../../src/engine';
import type { AppContext } from '../context';
import { contract } from '../http/contract';
import { guardDevFunctions } from './dev-access';
import { devSubject } from './dev-subjects';
import type { OidcClient } from './oidc/client';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export interface AuthRouteOptions extends AppContext {
  /** The provider sessions came from, which ends its own at sign-out; none without one. */
  client: OidcClient | undefined;
}

/** Sign-in state: the current user, sign-out, an embed's token, and (where allowed) a dev login. */
export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { tokens, sessions, client, settings, siteEnv, production, devFunctions }) => {
  app.get('/auth/me', { config: { access: 'public' }, schema: { response: { 200: contract('auth/me') } } }, async (request): Promise<MeResponse> => ({ user: request.user }));

  app.post<{ Querystring: LogoutQuery }>(
    '/auth/logout',
    { config: { access: 'public' }, schema: { querystring: contract('auth/logout-query'), response: { 200: contract('auth/logout') } } },
    async (request, reply): Promise<LogoutResponse> => {
      clearSessionCookie(reply, production);
      const ended = request.authToken ? await sessions.end(request.authToken) : null;
      if (!client || !ended || ended.issuer !== client.issuer) return { ok: true };
      // The provider forgets the refresh token too; the sign-out page then ends the provider's own session.
      if (ended.refreshToken) client.revoke(ended.refreshToken).catch((error: unknown) => request.log.warn({ err: error }, 'sign-out: revoking at the provider failed'));
      const locale = normalizeLocale(request.query.locale) ?? DEFAULT_LOCALE;
      const endSessionUrl = ended.idToken ? await client.endSessionUrl(ended.idToken, locale).catch(() => undefined) : undefined;
      return endSessionUrl ? { ok: true, endSessionUrl } : { ok: true };
    },
  );

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
      await guardDevFunctions(request, { devFunctions, settings, siteEnv });
      if (request.authToken) await sessions.end(request.authToken);
      const { token, user } = await sessions.start({ user: devSubject(request.body) });
      setSessionCookie(reply, { token, expiresAt: user.expiresAt }, production);
      return { user };
    },
  );
};
