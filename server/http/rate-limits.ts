import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey } from './client-key';
import { HttpError } from './errors';
import { changesState } from './same-origin';

/** What a route's requests count against. Every state-changing route counts as a write unless it names another group. */
export type LimitGroup = 'signIn' | 'search' | 'upload' | 'write' | 'message';

/**
 * Requests per client, route and minute, by group: far above what a person clicks, far below what a script floods.
 * Messages land in other people's inboxes: a person chatting sends a few a minute, so 30 stops a spammer early.
 */
export type RateLimits = Record<LimitGroup, number>;

export const DEFAULT_RATE_LIMITS: RateLimits = { signIn: 30, search: 600, upload: 30, write: 300, message: 30 };

const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate limit group a route counts against; `none` for routes that must never be limited. */
    limit?: LimitGroup | 'none';
  }
}

function groupOf(method: string | string[], config: FastifyContextConfig | undefined): LimitGroup | undefined {
  const declared = config?.limit;
  if (declared) return declared === 'none' ? undefined : declared;
  return changesState(method, config) ? 'write' : undefined;
}

export interface RateLimitOptions {
  limits: RateLimits;
  /** A shared counter store (Redis) so several nodes count one client together; this node's memory without it. */
  store?: unknown;
}

/**
 * Per-client limits on sign-in, search, uploads and writes (@fastify/rate-limit): beyond them 429 with `Retry-After`.
 * Routes say which group they count against with `config.limit`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { limits, store }: RateLimitOptions) => {
  // Runs before the rate limiter's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const group = groupOf(route.method, route.config);
    if (group) route.config = { ...route.config, rateLimit: { max: limits[group], timeWindow: WINDOW_MS } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Before the body is read: a client past its limit does not get its upload parsed first. The caller is known by then.
    hook: 'onRequest',
    // A limit store that fails (Redis away) lets requests through rather than failing the site with them.
    skipOnError: true,
    keyGenerator: clientKey,
    ...(store ? { store: store as never } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests: please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`),
  });
});
