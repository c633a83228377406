import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { SIGN_IN_CALLBACK_PATH } from '../../src/engine';
import type { DevFunctions } from './dev-access';
import { inProcessFetch } from './dev-idp/in-process-fetch';
import type { PageTexts } from './dev-idp/pages';
import { DEV_CLIENT_ID, DEV_IDP_PATH } from './dev-idp/paths';
import { createOidcClient, DEFAULT_OIDC_SCOPES, DEFAULT_ROLE_CLAIM, type OidcClient, type OidcSettings } from './oidc/client';

interface SignInSetupOptions {
  oidc: OidcSettings | undefined;
  devFunctions: DevFunctions | undefined;
  publicUrl: string;
  secret: Uint8Array;
  devProviderTexts: (uiLocales: unknown) => Promise<PageTexts>;
  devAccessTokenTtlSeconds?: number | undefined;
}

/** Who the site signs in with, and the local provider when it is that one. */
interface SignInSetup {
  client: OidcClient | undefined;
  devProvider: Provider | undefined;
}

/**
 * The configured provider; else, where dev functions are on, the local provider for /dev-idp (reached in process,
 * and loaded only then: a production server never loads it); else nobody (sign-in then says it is unavailable).
 */
export async function setUpSignIn(app: FastifyInstance, options: SignInSetupOptions): Promise<SignInSetup> {
  const { oidc, devFunctions, publicUrl } = options;
  const urls = { redirectUri: `${publicUrl}${SIGN_IN_CALLBACK_PATH}`, postLogoutRedirectUri: `${publicUrl}/` };
  if (oidc) return { client: createOidcClient({ settings: oidc, ...urls }), devProvider: undefined };
  if (!devFunctions) return { client: undefined, devProvider: undefined };
  const { createDevProvider } = await import('./dev-idp/provider');
  const devProvider = createDevProvider({ publicUrl, ...urls, secret: options.secret, texts: options.devProviderTexts, accessTokenTtlSeconds: options.devAccessTokenTtlSeconds });
  const settings = { issuerUrl: `${publicUrl}${DEV_IDP_PATH}`, clientId: DEV_CLIENT_ID, scopes: DEFAULT_OIDC_SCOPES, roleClaim: DEFAULT_ROLE_CLAIM };
  return { client: createOidcClient({ settings, ...urls, fetch: inProcessFetch(app, publicUrl) }), devProvider };
}
