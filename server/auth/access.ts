import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import { isAuthenticated, isPublicApiPath, type CurrentUser } from '../../src/engine';
import { forbidden, unauthorized, type HttpError } from '../http/errors';
import type { SessionService } from './sessions';

/**
 * Who may call a route. A route that declares nothing is public when its path is under one of the spec's public
 * prefixes (session, speaker, settings, …) and needs a signed-in caller otherwise (secure by default).
 */
export type RouteAccess = 'public' | 'authenticated' | { anyScope: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** What a 401 of this route says, where its spec names the words (spec 1 §8: 'Not logged in'). */
    signInMessage?: string;
  }
  interface FastifyRequest {
    /** The authenticated caller (a live session with at least one scope), else null. */
    user: CurrentUser | null;
    /** The session token the caller sent (cookie or Bearer header), valid or not: sign-out ends the session it names. */
    authToken: string | null;
  }
}

/** The auth cookie: the session's token, which page scripts never read. */
export const AUTH_COOKIE = 'confsite_auth';

type AccessKind = 'public' | 'authenticated' | 'anyScope';
type AccessCheck = (user: CurrentUser | null, access: RouteAccess, signInMessage?: string) => HttpError | undefined;

const ACCESS_CHECKS: Record<AccessKind, AccessCheck> = {
  public: () => undefined,
  authenticated: (user, _access, signInMessage) => (user ? undefined : unauthorized(signInMessage)),
  anyScope: (user, access, signInMessage) => {
    if (!user) return unauthorized(signInMessage);
    const allowed = typeof access === 'object' ? access.anyScope : [];
    return allowed.some((scope) => user.scopes.includes(scope)) ? undefined : forbidden(`Needs one of the scopes: ${allowed.join(', ')}`);
  },
};

const kindOf = (access: RouteAccess): AccessKind => (typeof access === 'string' ? access : 'anyScope');

function defaultAccess(routePath: string): RouteAccess {
  return isPublicApiPath(routePath) ? 'public' : 'authenticated';
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? request.cookies[AUTH_COOKIE] ?? null;
}

export interface AccessOptions {
  sessions: SessionService;
  /** What the request sees of the token's user (a site editor's attendee type override). */
  resolveUser?: (user: CurrentUser) => Promise<CurrentUser>;
}

/**
 * Reads the caller's session from the Bearer header or the auth cookie and enforces each route's `config.access`.
 * Runs before body parsing, so an anonymous caller learns nothing from validation errors.
 * An invalid or ended session is treated as none: public routes answer as for anonymous visitors.
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: AccessOptions) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    request.authToken = token;
    const user = token ? await options.sessions.authenticate(token) : null;
    if (user && isAuthenticated(user)) request.user = options.resolveUser ? await options.resolveUser(user) : user;
    if (request.is404) return;
    const { config } = request.routeOptions;
    const access = config.access ?? defaultAccess(request.routeOptions.url ?? request.url);
    const failure = ACCESS_CHECKS[kindOf(access)](request.user, access, config.signInMessage);
    if (failure) throw failure;
  });
});
