import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees } from '../../server/db/schema';
import type { LogoutResponse } from '../../schemas/generated/api/auth/logout';
import { ROLE_SCOPES, type MeResponse } from '../../src/engine';
import { formAction, testBrowser } from './browser';
import { json, startServerWithReach, TEST_PUBLIC_URL, type AppReach, type TestServer } from './harness';

const CLIENT_SECRET = 'a client secret of the conference site, long enough';

/** A key pair for signing id tokens (RS256, the providers' default), under `kid`. */
async function signingKeys(kid: string): Promise<{ privateKey: JWK; publicKey: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }, publicKey: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

interface ProviderOptions {
  /** The key the provider signs id tokens with; its development key when not given. */
  signingKey?: JWK;
  /**
   * What `/jwks` answers instead of the provider's own keys: a proxy in front of the provider, on the provider's own
   * address (so discovery, built from the issuer, names it), that forwards every other request.
   */
  publishedKeys?: JSONWebKeySet;
}

/**
 * The conference's own provider, as a production site meets it: another origin, reached over the network, with a
 * confidential client, its own login and consent pages, and a profile (and Keycloak-like roles) only in its userinfo.
 */
async function startConferenceProvider({ signingKey, publishedKeys }: ProviderOptions = {}): Promise<{ issuer: string; server: Server; jwksRequests: () => number }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    ...(signingKey ? { jwks: { keys: [signingKey] } } : {}),
    clients: [
      {
        client_id: 'confsite',
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${TEST_PUBLIC_URL}/api/v1/auth/callback`],
        post_logout_redirect_uris: [`${TEST_PUBLIC_URL}/`],
        grant_types: ['authorization_code', 'refresh_token'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'realm_access'], email: ['email', 'email_verified'] },
    // `una` has not confirmed her address at the provider.
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: () =>
        id === 'una'
          ? { sub: id, name: 'Una Unconfirmed', email: 'avery@example.com', email_verified: false }
          : { sub: id, name: 'Rita Remote', given_name: 'Rita', family_name: 'Remote', email: 'rita@example.com', email_verified: true, realm_access: { roles: ['offline_access', 'contenteditor'] } },
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  const forward = provider.callback();
  let jwksRequests = 0;
  server.on('request', (request, response) => {
    if (new URL(request.url ?? '/', issuer).pathname !== '/jwks') return forward(request, response);
    jwksRequests += 1;
    if (!publishedKeys) return forward(request, response);
    response.writeHead(200, { 'content-type': 'application/jwk-set+json' }).end(JSON.stringify(publishedKeys));
  });
  return { issuer, server, jwksRequests: () => jwksRequests };
}

type ConferenceProvider = Awaited<ReturnType<typeof startConferenceProvider>>;
const siteOptions = (issuerUrl: string) => ({
  nodeEnv: 'production' as const,
  oidc: { issuerUrl, clientId: 'confsite', clientSecret: CLIENT_SECRET, scopes: 'openid profile email', roleClaim: 'realm_access.roles' },
});

/** Through the provider's login and consent pages as `login`, back to the site's callback: where the site sends the browser. */
async function signInAt(site: TestServer, idp: ConferenceProvider, login: string) {
  const browser = testBrowser(site.app, { network: [idp.issuer] });
  const start = await browser.visit('/api/v1/auth/login?returnTo=%2Fen-us%2Fhome');
  expect(start.url.origin).toBe(idp.issuer);
  const consent = await browser.visit(formAction(start.response.body, start.url.pathname), { method: 'POST', form: { prompt: 'login', login, password: 'any' } });
  return browser.visit(formAction(consent.response.body, consent.url.pathname), { method: 'POST', form: { prompt: 'consent' } });
}

describe('sign-in with the conference’s provider, in production', () => {
  let idp: ConferenceProvider;
  let site: TestServer & { reach: AppReach };
  beforeAll(async () => {
    idp = await startConferenceProvider();
    site = await startServerWithReach('pglite', siteOptions(idp.issuer));
  });
  afterAll(async () => {
    await site?.close();
    idp?.server.closeAllConnections();
    idp?.server.close();
  });

  it('has no local provider and no dev login', async () => {
    expect((await site.app.inject({ method: 'POST', url: '/dev-idp/token' })).statusCode).toBe(404);
    expect(site.app.hasRoute({ method: 'POST', url: '/api/v1/auth/dev-login' })).toBe(false);
  });

  it('signs in at the provider’s pages, authenticates the site with its secret, and reads profile and role from userinfo', async () => {
    const browser = testBrowser(site.app, { network: [idp.issuer] });
    const login = await browser.visit('/api/v1/auth/login?returnTo=%2Fja-jp%2Fspeakers');
    expect(login.url.origin).toBe(idp.issuer);
    // Each of the provider's pages posts its form back to its own address.
    const consent = await browser.visit(formAction(login.response.body, login.url.pathname), { method: 'POST', form: { prompt: 'login', login: 'rita', password: 'any' } });
    const landed = await browser.visit(formAction(consent.response.body, consent.url.pathname), { method: 'POST', form: { prompt: 'consent' } });
    expect(landed.redirectedTo?.href).toBe(`${TEST_PUBLIC_URL}/ja-jp/speakers`);
    expect(landed.response.cookies.find((cookie) => cookie.name === 'confsite_auth')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });

    const { user } = json<MeResponse>(await site.app.inject({ url: '/api/v1/auth/me', headers: browser.headers() }));
    expect(user).toMatchObject({ displayName: 'Rita Remote', email: 'rita@example.com', role: 'contenteditor', scopes: [...ROLE_SCOPES.contenteditor] });

    // The first sign-in made her an attendee: the session is that attendee's, and her profile is there.
    const profile = await site.app.inject({ url: '/api/v1/profile', headers: browser.headers() });
    expect(json<{ email: string; displayName: string }>(profile)).toMatchObject({ email: 'rita@example.com', displayName: 'Rita Remote' });
    const [attendee] = await site.reach.db.select().from(attendees).where(eq(attendees.email, 'rita@example.com'));
    expect(user?.id).toBe(attendee?.userId);

    const { endSessionUrl } = json<LogoutResponse>(await site.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: browser.headers() }));
    expect(endSessionUrl?.startsWith(`${idp.issuer}/session/end?`)).toBe(true);
    expect(json<MeResponse>(await site.app.inject({ url: '/api/v1/auth/me', headers: browser.headers() })).user).toBeNull();
  });

  it('refuses a sign-in whose email the provider has not confirmed: it could name someone else’s registration', async () => {
    const browser = testBrowser(site.app, { network: [idp.issuer] });
    const login = await browser.visit('/api/v1/auth/login?returnTo=%2Fen-us%2Fhome');
    const consent = await browser.visit(formAction(login.response.body, login.url.pathname), { method: 'POST', form: { prompt: 'login', login: 'una', password: 'any' } });
    const landed = await browser.visit(formAction(consent.response.body, consent.url.pathname), { method: 'POST', form: { prompt: 'consent' } });
    expect(landed.redirectedTo?.pathname).toBe('/en-us/forbidden');
    expect(landed.redirectedTo?.searchParams.get('errorMessage')).toBe('translate.base.sign-in.error.unverified-email');
    expect(landed.response.cookies.find((cookie) => cookie.name === 'confsite_auth')).toBeUndefined();
    expect(await site.reach.db.select().from(attendees).where(eq(attendees.displayName, 'Una Unconfirmed'))).toEqual([]);
  });
});

describe('an id token whose signature the provider’s published keys do not verify', () => {
  let idp: ConferenceProvider;
  let site: TestServer & { reach: AppReach };
  beforeAll(async () => {
    // The provider signs with its key; `/jwks` publishes another key under the same id, so only the signature fails.
    const { privateKey } = await signingKeys('conference-key');
    const { publicKey: otherKey } = await signingKeys('conference-key');
    idp = await startConferenceProvider({ signingKey: privateKey, publishedKeys: { keys: [otherKey] } });
    site = await startServerWithReach('pglite', siteOptions(idp.issuer));
  });
  afterAll(async () => {
    await site?.close();
    idp?.server.closeAllConnections();
    idp?.server.close();
  });

  it('sends the callback to /forbidden with code 1404 and starts no session', async () => {
    const landed = await signInAt(site, idp, 'rita');
    expect(landed.redirectedTo?.pathname).toBe('/en-us/forbidden');
    expect(landed.redirectedTo?.searchParams.get('errorCode')).toBe('1404');
    expect(landed.redirectedTo?.searchParams.get('errorMessage')).toBe('translate.base.sign-in.error.provider');
    expect(landed.response.cookies.find((cookie) => cookie.name === 'confsite_auth')).toBeUndefined();
    expect(await site.reach.db.select().from(attendees).where(eq(attendees.email, 'rita@example.com'))).toEqual([]);
    // Refused because the site checked the signature with the keys the provider publishes, not for another reason.
    expect(idp.jwksRequests()).toBeGreaterThan(0);
  });
});
