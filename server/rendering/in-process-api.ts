import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What of the visitor's request travels with the renderer's requests: who they are, which language they read, and
 * where they came from (the host and a trusted proxy's forwarding headers, which decide what the API reveals).
 */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'accept-language', 'user-agent', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * The API as the visitor's browser would reach it, answered in-process (`inject`): the same routes, access rules,
 * filtering and caches, with the visitor's cookie and address, and no socket.
 */
export function inProcessApi(app: FastifyInstance, visitor: FastifyRequest) {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = visitor.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      remoteAddress: visitor.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) answerHeaders.set(name, String(value));
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answerHeaders });
  };
}
