import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './harness';

type Who = Parameters<TestServer['auth']>[0];

/** Calls `/api/v1{url}` as a persona (null: signed out), signing each persona in once and reusing their session. */
export function callerOf(server: TestServer) {
  const tokens = new Map<string, Promise<{ authorization: string }>>();
  const headersOf = (who: Who) => {
    const key = JSON.stringify(who);
    const known = tokens.get(key);
    if (known) return known;
    const started = server.auth(who);
    tokens.set(key, started);
    return started;
  };
  return async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Who | null, payload?: unknown): Promise<LightMyRequestResponse> => {
    const headers = who ? await headersOf(who) : {};
    return server.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
}
