import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  /** Below /api/v1, without the query. */
  path: string;
  /** The query, `?…`, or empty. */
  search: string;
  body: unknown;
}

/** An answer a fake API gives: a status and a JSON body. */
export type FakeAnswer = { status: number; body: unknown };

/** Stubs `fetch` with a fake API: `answer` gets each request; every request is recorded in the list returned. */
export function stubFetch(answer: (request: SentRequest) => FakeAnswer | Response): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const request = { method, path, search: url.search, body };
      sent.push(request);
      const answered = answer(request);
      if (answered instanceof Response) return answered;
      return new Response(JSON.stringify(answered.body), { status: answered.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
