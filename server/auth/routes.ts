import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ROLE_SCOPES, type DevLoginRequest, type DevLoginResponse, type MeResponse } from '../../src/engine';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { AUTH_COOKIE } from './access';
import { devSubject } from './dev-subjects';
import { TOKEN_TTL_SECONDS } from './tokens';

const devLoginBody = {
  oneOf: [
    {
      type: 'object',
      properties: { persona: { type: 'string', enum: Object.keys(ROLE_SCOPES) } },
      required: ['persona'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: {
        scopes: { type: 'array', maxItems: 50, items: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 100 } },
        name: { type: 'string', minLength: 1, maxLength: 100 },
      },
      required: ['scopes'],
      additionalProperties: false,
    },
  ],
} as const;

/** Sign-in state: the current user, logout, the raw token for other clients, and (where allowed) a dev login. */
export const authRoutes: FastifyPluginAsync<AppContext> = async (app, { tokens, settings, siteEnv, production, devFunctions }) => {
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: production } as const;
  const setAuthCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(AUTH_COOKIE, token, { ...cookieOptions, maxAge: TOKEN_TTL_SECONDS });

  app.get('/auth/me', { config: { access: 'public' } }, async (request): Promise<MeResponse> => ({ user: request.user }));

  app.post('/auth/logout', { config: { access: 'public' } }, async (_request, reply) => {
    reply.clearCookie(AUTH_COOKIE, cookieOptions);
    return { ok: true };
  });

  app.get('/token/access', async (request) => ({ token: request.authToken }));

  // Absent in production and on a network address without the opt-in, whatever the settings say.
  if (!devFunctions) return;
  app.post<{ Body: DevLoginRequest }>(
    '/auth/dev-login',
    { config: { access: 'public', limit: 'signIn' }, schema: { body: devLoginBody } },
    async (request, reply): Promise<DevLoginResponse> => {
      const { features } = await settings.snapshot(siteEnv);
      if (!features.enableDevFunctions) throw notFound(`Route ${request.method}:${request.url} not found`);
      const issued = await tokens.issue(devSubject(request.body));
      setAuthCookie(reply, issued.token);
      return issued;
    },
  );
};
