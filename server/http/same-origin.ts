import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './errors';

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the spec's GET /meeting/{id}/accept): guarded and limited as a write. */
    changesState?: boolean;
  }
}

/** Whether a route changes state: by its method, or by its own word for the spec's state-changing GETs. */
export const changesState = (method: string | readonly string[], config: { changesState?: boolean } | undefined): boolean =>
  config?.changesState === true || [method].flat().some((name) => CHANGES_STATE.has(name));
/** What browsers say of a request the site's own page made (or the user typed). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * Why a state-changing request must be refused as cross-site, if it must. Browsers name the requesting site in
 * `Sec-Fetch-Site` and `Origin`; requests without either (curl, server-to-server) carry no ambient cookie of a victim.
 * Hosts are compared, not schemes: behind a TLS-terminating proxy the server sees http while the page is https. A
 * proxy that rewrites Host is heard through X-Forwarded-Host when it is trusted (`request.host`, TRUST_PROXY).
 */
export function crossSiteReason(request: Pick<FastifyRequest, 'method' | 'headers' | 'host'> & { routeOptions?: { config?: { changesState?: boolean } } }, publicHost?: string): string | undefined {
  if (!changesState(request.method, request.routeOptions?.config)) return undefined;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !OWN_FETCH_SITES.has(fetchSite)) return `a ${fetchSite} request`;
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const originHost = hostOf(origin);
  if (originHost && [request.headers.host, request.host, publicHost].includes(originHost)) return undefined;
  return `a request from ${origin}`;
}

/**
 * CSRF protection beside SameSite cookies: only the site's own pages change state. Bodies must be JSON too: the
 * text/plain parser (the one content type a cross-site form can send to a JSON route) is removed, so it answers 415.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl?: string | undefined }) => {
  const publicHost = publicUrl ? hostOf(publicUrl) : undefined;
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    const reason = crossSiteReason(request, publicHost);
    if (reason) throw forbidden(`Refused ${reason}: only this site's own pages may change data`);
  });
});
