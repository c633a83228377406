import { execFileSync } from 'node:child_process';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttendeeAnswer } from '../../schemas/generated/api/catalogue/attendee-answer';
import type { AttendeeSearchResponse } from '../../schemas/generated/api/catalogue/attendee-search';
import type * as Privacy from '../../server/catalogue/attendees/privacy';
import { json, startServerWithRoutes, type TestServer } from './harness';

// A slip in the server: every attendee answer carries a field no contract names. The serialisers must drop it.
vi.mock('../../server/catalogue/attendees/privacy', async (importOriginal) => {
  const original = await importOriginal<typeof Privacy>();
  return { ...original, attendeeForViewer: (...args: Parameters<typeof original.attendeeForViewer>) => ({ ...original.attendeeForViewer(...args), passwordHash: 'leaked' }) };
});

/** API routes whose success answer is no JSON document of ours, and why they declare no schema for it. */
const NOT_JSON_CONTRACTS: Record<string, string> = {
  'GET /api/v1/catalogue/export/c3voc': 'a schedule file in the c3voc v1 format, whose published schema its tests validate the export against',
  'GET /api/v1/attendee/:id/photo/:file': 'a profile photo, a WebP image the server encoded itself',
  'GET /api/v1/auth/login': 'a redirect: to the provider’s sign-in page, or to /forbidden',
  'GET /api/v1/auth/callback': 'a redirect: to the return location, or to /forbidden',
  'POST /api/v1/schedule/changes/seen': 'no content (204): the changes are marked as seen',
  'DELETE /api/v1/appointment/:id': 'no content (204): the appointment is deleted',
  'GET /api/v1/schedule/ics': 'an iCalendar file (RFC 5545), which its tests parse with ical.js',
  'GET /api/v1/schedule/feed/:token': 'an iCalendar file (RFC 5545), which its tests parse with ical.js',
  'GET /api/v1/schedule/tripreport/:lang': 'a Word document, which its tests read back with mammoth',
  'GET /api/v1/siteeditor/evaluation-results/export': 'a CSV file (RFC 4180), streamed, which its tests parse with csv-parse',
  'GET /api/v1/qa/files/:name': 'a PNG image the QA tool stored (screenshot, design or difference), which its tests decode with sharp',
};

/** API actions that take no body: whatever is sent is ignored, so there is nothing to validate. */
const BODYLESS_ACTIONS: Record<string, string> = {
  'POST /api/v1/auth/logout': 'ends the session named by the cookie',
  'POST /api/v1/siteeditor/change-attendee-type/:type': 'the type is in the path',
  'POST /api/v1/siteeditor/reset-attendee-type': 'resets the caller',
  'POST /api/v1/favorite/:type/:id': 'the item is in the path',
  'POST /api/v1/schedule/webcal/token': 'replaces the caller\'s own calendar link; the language is in the query',
  'POST /api/v1/qa/runs/:id/cancel': 'the run is in the path',
  'PUT /api/v1/messages/:id/read': 'the message is in the path',
  'POST /api/v1/qa/runs/:id/results/:seq/accept': 'the run and its result are in the path',
};

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');

/** A schema for the answer a route gives when it succeeds: 200, 201, … or 2xx. */
const hasSuccessSchema = (response: Record<string, unknown> = {}) => Object.keys(response).some((status) => /^2(\d\d|xx)$/.test(status));

/** What a route lacks of its contract, as `METHOD /url: missing part` lines. */
function missingContracts(route: RouteOptions): string[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  return methodsOf(route).flatMap((method) => {
    const name = `${method} ${route.url}`;
    const missing = [
      !hasSuccessSchema(schema.response) && !NOT_JSON_CONTRACTS[name] && 'a success response',
      route.url.includes(':') && !schema.params && 'params',
      ['POST', 'PUT', 'PATCH'].includes(method) && !schema.body && !BODYLESS_ACTIONS[name] && 'a body',
      // Reading `request.query` is the only way a handler sees the query string.
      String(route.handler).includes('.query') && !schema.querystring && 'a querystring',
    ];
    return missing.filter((part) => part !== false).map((part) => `${name}: ${part}`);
  });
}

describe('API contracts', () => {
  let server: TestServer & { routes: RouteOptions[] };
  let routes: RouteOptions[];
  beforeAll(async () => {
    server = await startServerWithRoutes();
    routes = server.routes;
  });
  afterAll(() => server.close());

  it('gives every /api/v1 route its params, query, body and success response schemas', () => {
    const api = routes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(api.length).toBeGreaterThan(50);
    expect(api.flatMap(missingContracts)).toEqual([]);
  });

  it('answers every 4xx and 5xx through the error contract unless the route names its own', () => {
    for (const route of routes.filter((found) => found.url.startsWith('/api/v1/'))) {
      const response = (route.schema as RouteSchema).response ?? {};
      expect([response['4xx'], response['5xx']], route.url).toEqual([expect.objectContaining({ $ref: expect.stringMatching(/\/api\/error\.json$/) }), expect.anything()]);
    }
  });

  it('lists as exceptions only routes that exist', () => {
    const names = new Set(routes.flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`)));
    expect([...Object.keys(NOT_JSON_CONTRACTS), ...Object.keys(BODYLESS_ACTIONS)].filter((name) => !names.has(name))).toEqual([]);
  });

  it('drops a field outside the contract from an answer, whether Fastify or the search cache serialises it', async () => {
    const searched = json<AttendeeSearchResponse>(await server.app.inject({ method: 'POST', url: '/api/v1/attendee/search', payload: {} }));
    expect(searched.data.length).toBeGreaterThan(0);
    const one = await server.app.inject({ url: `/api/v1/attendee/${searched.data[0]!.attendeeId}` });
    expect(json<AttendeeAnswer>(one).attendeeId).toBe(searched.data[0]!.attendeeId);
    for (const answer of [...searched.data, json<AttendeeAnswer>(one)]) expect(answer).not.toHaveProperty('passwordHash');
  });

  it('keeps bad input answering 400 with the paths at fault', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/session/list/en-us', payload: { ids: 'BRK101' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'ValidationError', message: expect.any(String), details: [{ path: '/body/ids', message: 'must be array' }] });
  });
});

describe('generated types', () => {
  it('are up to date with their schemas', () => {
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-types.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
