/**
 * The product server plus one bench-only reference route, for bench/catalogue-search.ts: the same process answering
 * a cached buffer shows what the search itself costs. Never part of the product (server/main.ts registers nothing).
 */
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';
import { CACHED_SEARCH_PATH } from './catalogue-search';
const SEARCH_PATH = '/api/v1/session/search';

/** Answers every body with the search route's answer to the first body it was sent, kept as bytes. */
const cachedSearchAnswer: FastifyPluginAsync = async (app) => {
  let answer: Buffer | undefined;
  app.post(CACHED_SEARCH_PATH.replace('/api/v1', ''), { config: { access: 'public' } }, async (request, reply) => {
    answer ??= (await app.inject({ method: 'POST', url: SEARCH_PATH, payload: request.body as object })).rawPayload;
    return reply.type('application/json; charset=utf-8').send(answer);
  });
};

const config = configFromEnv();
// The bench is one client sending thousands of searches a second: what it measures is the search, not the limiter's refusals.
const app = await buildApp({ ...config.app, rateLimits: false, extraApiRoutes: [cachedSearchAnswer] });
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
