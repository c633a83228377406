import { isEnvironment } from '../src/engine';
import type { AppOptions } from './app';
import type { DevFunctions } from './auth/dev-access';
import { DEFAULT_OIDC_SCOPES, DEFAULT_ROLE_CLAIM, type OidcSettings } from './auth/oidc/client';
import { isLoopbackHost } from './http/loopback';

export interface ServerConfig {
  port: number;
  host: string;
  app: AppOptions;
}

/**
 * The dev sign-in hands anyone a site editor's session, so it is never on in production; for everyone only when asked
 * for by name (`ENABLE_DEV_LOGIN=1`); else on a loopback bind for requests from this machine (not through a proxy).
 */
export function devFunctionsOf({ host, production, optIn }: { host: string; production: boolean; optIn: boolean }): DevFunctions | undefined {
  if (production) return undefined;
  if (optIn) return 'anywhere';
  return isLoopbackHost(host) ? 'local' : undefined;
}

/** The site's address as visitors reach it: `PUBLIC_URL`, else this machine's address for a local start. */
function publicUrlOf(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const configured = env.PUBLIC_URL;
  if (!configured) return `http://${isLoopbackHost(host) || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  const url = URL.canParse(configured) ? new URL(configured) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an absolute http(s) URL (got "${configured}")`);
  return url.origin;
}

/**
 * The provider from `OIDC_*`, or undefined when `OIDC_ISSUER_URL` is not set. Its address must be https, except for
 * a provider on this machine (a local Keycloak while developing): tokens and the client secret travel to it.
 */
export function oidcOf(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const issuerUrl = env.OIDC_ISSUER_URL;
  if (!issuerUrl) return undefined;
  const url = URL.canParse(issuerUrl) ? new URL(issuerUrl) : undefined;
  if (url?.protocol !== 'https:' && !(url?.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new Error(`OIDC_ISSUER_URL must be an https URL, or http on this machine (got "${issuerUrl}")`);
  }
  if (!env.OIDC_CLIENT_ID) throw new Error('OIDC_CLIENT_ID must be set with OIDC_ISSUER_URL');
  const scopes = env.OIDC_SCOPES || DEFAULT_OIDC_SCOPES;
  if (!scopes.split(/\s+/).includes('openid')) throw new Error(`OIDC_SCOPES must include openid (got "${scopes}")`);
  return { issuerUrl, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET || undefined, scopes, roleClaim: env.OIDC_ROLE_CLAIM || DEFAULT_ROLE_CLAIM };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more (got "${value}")`);
  return number;
}

/** `HISTORY_KEEP_ALL_DAYS`: days every revision is kept before history thins it to one a day. */
function historyRetentionOf(env: NodeJS.ProcessEnv): AppOptions['historyRetention'] {
  const keepAllDays = positiveInteger(env, 'HISTORY_KEEP_ALL_DAYS');
  return keepAllDays === undefined ? undefined : { keepAllDays };
}

/** `QA_PAGES` (pages the QA browser works on at once), `QA_WAIT_MS` (settle time before a screenshot), `CHROMIUM_PATH`. */
function qaOf(env: NodeJS.ProcessEnv): AppOptions['qa'] {
  return { pages: positiveInteger(env, 'QA_PAGES'), waitMs: positiveInteger(env, 'QA_WAIT_MS'), chromiumPath: env.CHROMIUM_PATH || undefined };
}

/** `TRUST_PROXY`: `true` (any), or a comma-separated list of proxy addresses or CIDR ranges. */
function trustProxyOf(value: string | undefined): AppOptions['trustProxy'] {
  if (!value) return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** Reads the server's settings from the environment variables (see README), with defaults for a local start. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteEnv = env.SITE_ENV ?? 'cont';
  if (!isEnvironment(siteEnv)) throw new Error(`SITE_ENV must be cont, uat or prod (got "${siteEnv}")`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const demoScale = Number(env.DEMO_SCALE || 1);
  if (!(demoScale >= 0)) throw new Error(`DEMO_SCALE must be 0 or more (got "${env.DEMO_SCALE}")`);
  const demoSeed = env.DEMO_SEED ? Number(env.DEMO_SEED) : undefined;
  if (demoSeed !== undefined && !Number.isInteger(demoSeed)) throw new Error(`DEMO_SEED must be an integer (got "${env.DEMO_SEED}")`);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    app: {
      publicUrl: publicUrlOf(env, host, port),
      trustProxy: trustProxyOf(env.TRUST_PROXY),
      rateLimits: env.RATE_LIMITS === 'off' ? false : undefined,
      liveLimits: { perClient: positiveInteger(env, 'LIVE_MAX_PER_CLIENT'), total: positiveInteger(env, 'LIVE_MAX_TOTAL') },
      historyRetention: historyRetentionOf(env),
      qa: qaOf(env),
      devFunctions: devFunctionsOf({ host, production: env.NODE_ENV === 'production', optIn: env.ENABLE_DEV_LOGIN === '1' }),
      oidc: oidcOf(env),
      dataDir: env.DATA_DIR ?? './data',
      databaseUrl: env.DATABASE_URL || undefined,
      redisUrl: env.REDIS_URL || undefined,
      siteEnv,
      nodeEnv: env.NODE_ENV,
      jwtSecret: env.JWT_SECRET || undefined,
      buildId: env.BUILD_ID || undefined,
      distDir: env.DIST_DIR || undefined,
      // The browser draws every page, as before server rendering: for comparing the two (npm run bench).
      serverRendering: env.SERVER_RENDERING !== 'off',
      demo: { scale: demoScale, ...(demoSeed === undefined ? {} : { seed: demoSeed }) },
      logger: { level: env.LOG_LEVEL ?? 'info' },
    },
  };
}
