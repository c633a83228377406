import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The browser-side safety headers on every answer (@fastify/helmet): no MIME sniffing, the referrer trimmed to the
 * origin across sites, framing only by the site itself (the editor's preview frames its own pages), HSTS in
 * production. The pages' Content Security Policy is per answer (its nonce, the site's allow-lists), set where pages are
 * served (server/html/page-policy.ts); the cross-origin isolation headers stay off, since video and social embeds
 * from other sites must keep loading.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { production }: { production: boolean }) => {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});
