import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { DEV_IDP_PATH } from './paths';

const NO_BODY_STATUSES = new Set([204, 205, 304]);

/** openid-client sends forms (URLSearchParams) and strings; bytes are passed on as they are. */
const payloadOf = (body: unknown) => (typeof body === 'string' || body instanceof URLSearchParams ? String(body) : Buffer.from(body as ArrayBuffer));

/**
 * How the site's OpenID client reaches the local provider: through this server's own router, in process. Calling
 * itself at PUBLIC_URL over the network would need that address to lead back here, which behind a proxy or a
 * container's port mapping it may not.
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const origin = new URL(publicUrl);
  return async (url, { method, headers, body }) => {
    const target = new URL(url);
    if (target.origin !== origin.origin || !target.pathname.startsWith(`${DEV_IDP_PATH}/`)) throw new Error(`The local provider does not answer ${url}`);
    const answer = await app.inject({
      method: method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body === undefined || body === null ? {} : { payload: payloadOf(body) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value ?? []].flat()) responseHeaders.append(name, String(item));
    }
    return new Response(NO_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
