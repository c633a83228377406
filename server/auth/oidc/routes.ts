import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { SignInCallbackQuery } from '../../../schemas/generated/api/auth/callback-query';
import type { SignInQuery } from '../../../schemas/generated/api/auth/sign-in-query';
import { localeOfPath, localizedPath, preferredLocale, SIGN_IN_CALLBACK_PATH, signInFailurePath, type Locale, type SignInFailure } from '../../../src/engine';
import { contract } from '../../http/contract';
import { isLoopbackHost } from '../../http/loopback';
import type { Accounts } from '../accounts';
import { setSessionCookie } from '../session-cookie';
import type { SessionService } from '../sessions';
import { SIGN_IN_ATTEMPT_TTL_MS, type SignInAttempts } from './attempts';
import type { OidcClient } from './client';
import { identityOf, roleOf, sessionUserOf } from './identity';
import { providerErrorOutcome } from './provider-errors';
import { sameSitePath } from './return-to';

/** Binds a sign-in to the browser that started it: only that browser's callback completes it (no login CSRF). */
const BROWSER_COOKIE = 'confsite_signin';
/** The callback's folder: the start route that sets the cookie and the callback that reads it both lie there. */
const BROWSER_COOKIE_PATH = SIGN_IN_CALLBACK_PATH.slice(0, SIGN_IN_CALLBACK_PATH.lastIndexOf('/') + 1);

export interface SignInRouteOptions {
  client: OidcClient | undefined;
  attempts: SignInAttempts;
  sessions: SessionService;
  accounts: Accounts;
  publicUrl: string;
  production: boolean;
  /** Whether the site lets visitors sign in now (the `allowLogOn` flag of the site's environment). */
  logOnAllowed(): Promise<boolean>;
}

/**
 * `GET /auth/login` sends the browser to the provider; `GET /auth/callback` is where the provider sends it back
 * (OpenID Connect Authorization Code flow with PKCE). Both answer with redirects, failures to /forbidden (spec 2 §2).
 */
export const signInRoutes: FastifyPluginAsync<SignInRouteOptions> = async (app, { client, attempts, sessions, accounts, publicUrl, production, logOnAllowed }) => {
  const browserCookie = { httpOnly: true, sameSite: 'lax', secure: production, path: BROWSER_COOKIE_PATH } as const;
  const config = { access: 'public', limit: 'signIn' } as const;
  const fail = (reply: FastifyReply, locale: Locale, failure: SignInFailure) => reply.redirect(signInFailurePath(locale, failure));
  const publicHost = new URL(publicUrl).hostname;
  // On this machine `localhost` and `127.0.0.1` are one site to the visitor but two to the browser's cookies: a
  // sign-in starts at the address the provider sends the browser back to, or its callback could not tell the browser.
  const movesToPublicAddress = (hostname: string) => hostname !== publicHost && isLoopbackHost(hostname) && isLoopbackHost(publicHost);

  app.get<{ Querystring: SignInQuery }>('/auth/login', { config, schema: { querystring: contract('auth/sign-in-query') } }, async (request, reply) => {
    if (movesToPublicAddress(request.hostname)) return reply.redirect(`${publicUrl}${request.url}`);
    const returnTo = sameSitePath(request.query.returnTo);
    const locale = localeOfPath(returnTo);
    // With sign-in switched off the button is hidden; an old link or a typed /login must not start one either.
    if (!client || !(await logOnAllowed())) return fail(reply, locale, 'unavailable');
    const checks = { state: randomState(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
    const destination = await client.authorizationUrl(checks, locale).catch((error: unknown) => {
      request.log.error({ err: error }, 'sign-in: the provider cannot be reached');
      return undefined;
    });
    if (!destination) return fail(reply, locale, 'unavailable');
    const browser = request.cookies[BROWSER_COOKIE] ?? randomBytes(24).toString('base64url');
    await attempts.save(checks.state, browser, { codeVerifier: checks.codeVerifier, nonce: checks.nonce, returnTo });
    reply.setCookie(BROWSER_COOKIE, browser, { ...browserCookie, maxAge: SIGN_IN_ATTEMPT_TTL_MS / 1000 });
    return reply.redirect(destination.href);
  });

  app.get<{ Querystring: SignInCallbackQuery }>('/auth/callback', { config, schema: { querystring: contract('auth/callback-query') } }, async (request, reply) => {
    const { state, error, error_description: description } = request.query;
    const attempt = state ? await attempts.take(state, request.cookies[BROWSER_COOKIE]) : null;
    if (!attempt || !state || !client) {
      const languages = (request.headers['accept-language'] ?? '').split(',').map((entry) => entry.split(';')[0]?.trim() ?? '');
      return fail(reply, preferredLocale(languages), 'expired');
    }
    const locale = localeOfPath(attempt.returnTo);
    if (error) {
      const outcome = providerErrorOutcome(error, description);
      request.log.warn({ error, description }, 'sign-in: the provider answered with an error');
      return outcome === 'sign-out' ? reply.redirect(localizedPath(locale, '/sign-out')) : fail(reply, locale, outcome);
    }
    const tokens = await client.exchange(new URL(request.url, publicUrl), { state, ...attempt }).catch((failure: unknown) => {
      request.log.warn({ err: failure }, 'sign-in: the callback failed its checks');
      return undefined;
    });
    if (!tokens) return fail(reply, locale, 'provider');
    // A browser holds one session: the one it signed in with before ends here.
    if (request.authToken) await sessions.end(request.authToken);
    const identity = identityOf(client.issuer, tokens.claims);
    const account = await accounts.onSignIn(identity);
    if ('refused' in account) return fail(reply, locale, account.refused);
    const { userId } = account;
    const { idToken, refreshToken, expiresAt, renewAt } = tokens;
    const session = await sessions.start({
      user: sessionUserOf(userId, identity, roleOf(tokens.claims, client.roleClaim)),
      provider: { issuer: client.issuer, idToken, refreshToken, expiresAt, renewAt },
    });
    setSessionCookie(reply, { token: session.token, expiresAt: session.user.expiresAt }, production);
    reply.clearCookie(BROWSER_COOKIE, browserCookie);
    return reply.redirect(attempt.returnTo);
  });
};
