import * as oidc from 'openid-client';
import type { Claims } from './identity';
import { RenewalRefused } from '../sessions';

/** The provider the site signs in with (`OIDC_*`, see README). */
export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  /** Absent for a public client, which authenticates with PKCE alone. */
  clientSecret?: string | undefined;
  /** Space-separated; `openid` among them. */
  scopes: string;
  /** Where the id token names the user's role: a claim name, or a dotted path into nested claims. */
  roleClaim: string;
}

/** `OIDC_SCOPES` and `OIDC_ROLE_CLAIM` when not set. */
export const DEFAULT_OIDC_SCOPES = 'openid profile email';
export const DEFAULT_ROLE_CLAIM = 'role';

/** Spec 2 §9: provider tokens are renewed 150 s before they expire. */
export const RENEW_BEFORE_MS = 150_000;

/** The provider's tokens as a session keeps them; `claims` are the id token's, completed from userinfo if need be. */
export interface ProviderTokens {
  claims: Claims;
  idToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  renewAt: Date;
}

/** A renewal's tokens: a provider may send no new id token (then no claims) and keep the refresh token. */
export type RenewedProviderTokens = Omit<ProviderTokens, 'claims' | 'idToken'> & { claims: Claims | null; idToken: string | null };

/** What sign-in checks at the callback: the values it sent with the browser to the provider. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  issuer: string;
  roleClaim: string;
  /** The provider's sign-in page for this attempt (PKCE S256), in the visitor's language when the provider has it. */
  authorizationUrl(checks: SignInChecks, uiLocales: string): Promise<URL>;
  /** The callback's code exchanged, with state, nonce, PKCE and the id token (issuer, audience, expiry, signature) checked. */
  exchange(callbackUrl: URL, checks: SignInChecks): Promise<ProviderTokens>;
  /** Throws RenewalRefused when the provider will not renew (the session is over there). */
  refresh(refreshToken: string): Promise<RenewedProviderTokens>;
  /** The provider's sign-out page for this session (RP-initiated logout), when it has one. */
  endSessionUrl(idToken: string, uiLocales: string): Promise<string | undefined>;
  /** Revokes a refresh token at the provider, when it offers revocation. */
  revoke(refreshToken: string): Promise<void>;
}

export interface OidcClientOptions {
  settings: OidcSettings;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** How the client reaches the provider: the network, unless the provider is this very server (the dev provider). */
  fetch?: oidc.CustomFetch | undefined;
}

/** Claims the site reads; when the id token lacks any, the provider's userinfo may have them. */
const WANTED_CLAIMS = ['name', 'email'];

export function renewalTime(expiresAt: number, now: number): Date {
  // Tokens that live less than the margin are renewed halfway, not on every request.
  return new Date(expiresAt - Math.min(RENEW_BEFORE_MS, (expiresAt - now) / 2));
}

function expiryOf(tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers, now: number): number {
  const expiresIn = tokens.expiresIn();
  if (expiresIn !== undefined) return now + expiresIn * 1000;
  const exp = tokens.claims()?.exp;
  if (exp === undefined) throw new Error('The provider said neither when its access token nor when its id token expires');
  return exp * 1000;
}

/** An OpenID Connect relying party (openid-client): discovery on first use, then Authorization Code + PKCE. */
export function createOidcClient({ settings, redirectUri, postLogoutRedirectUri, fetch }: OidcClientOptions): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    const issuer = new URL(settings.issuerUrl);
    // client_secret_basic is what OpenID Connect assumes when a client's registration names no method.
    const authentication = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
    // openid-client trusts an id token from the token endpoint on TLS alone unless told to check its signature against
    // the provider's keys (JWKS): the issue asks for that check. server/config.ts allows plain http on this machine only.
    const execute = [oidc.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [])];
    discovered ??= oidc.discovery(issuer, settings.clientId, undefined, authentication, { execute, ...(fetch ? { [oidc.customFetch]: fetch } : {}) }).catch((error: unknown) => {
      // A provider that was down is asked again by the next sign-in.
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  const withUserInfo = async (config: oidc.Configuration, tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers): Promise<Claims> => {
    const claims = tokens.claims() as Claims;
    const complete = [...WANTED_CLAIMS, settings.roleClaim.split('.')[0] as string].every((claim) => claims[claim] !== undefined);
    if (complete || !config.serverMetadata().userinfo_endpoint) return claims;
    const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
    return { ...info, ...claims };
  };

  return {
    issuer: settings.issuerUrl,
    roleClaim: settings.roleClaim,
    async authorizationUrl({ state, nonce, codeVerifier }, uiLocales) {
      const config = await configuration();
      const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
        ui_locales: uiLocales,
      });
    },
    async exchange(callbackUrl, { state, nonce, codeVerifier }) {
      const config = await configuration();
      const now = Date.now();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
      const expiresAt = expiryOf(tokens, now);
      return {
        claims: await withUserInfo(config, tokens),
        idToken: tokens.id_token as string,
        refreshToken: tokens.refresh_token ?? null,
        expiresAt: new Date(expiresAt),
        renewAt: renewalTime(expiresAt, now),
      };
    },
    async refresh(refreshToken) {
      const config = await configuration();
      const now = Date.now();
      const tokens = await oidc.refreshTokenGrant(config, refreshToken).catch((error: unknown) => {
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') throw new RenewalRefused(error.error_description ?? error.error);
        throw error;
      });
      const expiresAt = expiryOf(tokens, now);
      return {
        claims: (tokens.claims() as Claims | undefined) ?? null,
        idToken: tokens.id_token ?? null,
        refreshToken: tokens.refresh_token ?? null,
        expiresAt: new Date(expiresAt),
        renewAt: renewalTime(expiresAt, now),
      };
    },
    async endSessionUrl(idToken, uiLocales) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri, ui_locales: uiLocales }).href;
    },
    async revoke(refreshToken) {
      const config = await configuration();
      if (config.serverMetadata().revocation_endpoint) await oidc.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
    },
  };
}
