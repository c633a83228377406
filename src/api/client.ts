import type { ApiErrorBody } from '../engine';

export const API_BASE = '/api/v1';

/** An API answer other than 2xx, with the server's JSON error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody & Record<string, unknown>;
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody & Record<string, unknown>, retryAfterSeconds?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const secondsOf = (header: string | null): number | undefined => {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when it is a file (a `Blob`). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Extra request headers (e.g. an upload's `x-file-name`); they override the body's content type. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A file travels as it is, with its own type; anything else as JSON. */
function bodyOf(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: {} };
  if (body instanceof Blob) return { headers: { 'content-type': body.type || 'application/octet-stream' }, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** How a request reaches the API: the browser's `fetch`, or the server's own answers while it renders a page (src/entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's renderer answers the app's requests in-process, as the API would answer the visitor's browser. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Calls `/api/v1{path}`; the auth cookie travels with the request. Throws ApiError on a non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sent = bodyOf(options.body);
  const response = await transport(withQuery(`${API_BASE}${path}`, options.query), {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...sent.headers, ...options.headers },
    body: sent.body,
    signal: options.signal,
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : { error: response.statusText, message: text }) as ApiError['body'];
    throw new ApiError(response.status, body, secondsOf(response.headers.get('retry-after')));
  }
  return data as T;
}
