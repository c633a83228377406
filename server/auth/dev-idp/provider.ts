import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { PERSONAS, type Persona } from '../../../src/engine';
import { SIGN_IN_ATTEMPT_TTL_MS } from '../oidc/attempts';
import { SESSION_TTL_SECONDS } from '../tokens';
import { devProviderKeys } from './keys';
import { errorPage, signedOutPage, signOutPage, type PageTexts } from './pages';
import { DEV_CLIENT_ID, DEV_IDP_PATH } from './paths';

/** Like a typical provider's tokens; tests pass shorter access tokens to see them renewed. */
const ONE_HOUR_SECONDS = 60 * 60;

export interface DevProviderOptions {
  publicUrl: string;
  /** The site's redirect and post-logout URIs, as its client sends them: the provider registers these. */
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The site's secret, from which the provider's keys derive. */
  secret: Uint8Array;
  /** The pages' texts in the language the site asked for (`ui_locales`). */
  texts: (uiLocales: unknown) => Promise<PageTexts>;
  accessTokenTtlSeconds?: number | undefined;
}

const ACCOUNTS: ReadonlyMap<string, Persona> = new Map(PERSONAS.filter((persona) => persona.id !== 'anonymous').map((persona) => [persona.id, persona]));

async function findAccount(_ctx: KoaContextWithOIDC, id: string) {
  const persona = ACCOUNTS.get(id);
  if (!persona) return undefined;
  const claims = { sub: id, name: persona.displayName, given_name: persona.firstName, family_name: persona.lastName, email: persona.email, email_verified: true, role: persona.id };
  return { accountId: id, claims: () => claims };
}

/** The site is the provider's only, first-party client: what it asks for is granted without a consent screen. */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { client, session, params, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(String(params?.scope ?? 'openid'));
  await grant.save();
  return grant;
}

/**
 * A real OpenID provider (oidc-provider) with the six personas as its accounts, for development and tests: the site
 * signs in through it with the very redirect flow, checks and tokens it uses with the conference's provider.
 */
export function createDevProvider({ publicUrl, redirectUri, postLogoutRedirectUri, secret, texts, accessTokenTtlSeconds = ONE_HOUR_SECONDS }: DevProviderOptions): Provider {
  const { signingKey, cookieKey } = devProviderKeys(secret);
  const render = async (ctx: KoaContextWithOIDC, html: (pageTexts: PageTexts) => string) => {
    ctx.type = 'html';
    ctx.body = html(await texts(ctx.oidc?.params?.ui_locales));
  };
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'EdDSA',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig' }] },
    cookies: { keys: [cookieKey] },
    claims: { openid: ['sub', 'role'], profile: ['name', 'given_name', 'family_name'], email: ['email', 'email_verified'] },
    // The id token carries the profile claims, as most providers' do: the site reads them there.
    conformIdTokenClaims: false,
    findAccount,
    loadExistingGrant,
    // Every sign-in gets a refresh token, so the site's renewal runs in development as it does in production.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // The site asks for nothing beyond the redirect flow it signs in with (server/auth/dev-idp/routes.ts mounts that).
      pushedAuthorizationRequests: { enabled: false },
      // The site revokes its own refresh tokens at sign-out, and nobody else's.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => render(ctx, (pageTexts) => signOutPage(pageTexts, form)),
        postLogoutSuccessSource: (ctx) => render(ctx, signedOutPage),
      },
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: ONE_HOUR_SECONDS,
      Interaction: SIGN_IN_ATTEMPT_TTL_MS / 1000,
      RefreshToken: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
    },
    // A browser gets a page; anyone else OAuth's error object (schemas/api/auth/provider-error.json).
    renderError: async (ctx, out) => {
      if (ctx.accepts('json', 'html') === 'html') return render(ctx, (pageTexts) => errorPage(pageTexts, { error: out.error, description: out.error_description }));
      ctx.type = 'json';
      ctx.body = out;
    },
  };
  const provider = new Provider(`${publicUrl}${DEV_IDP_PATH}`, configuration);
  // Every request to it names the public origin's scheme in X-Forwarded-Proto (server/auth/dev-idp/routes.ts).
  provider.proxy = true;
  return provider;
}
