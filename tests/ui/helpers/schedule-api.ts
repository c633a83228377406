import { rm } from 'node:fs/promises';
import { vi } from 'vitest';
import type { Session } from '../../../schemas/generated/session';
import { writeCatalogue } from '../../../server/catalogue/writes';
import { mandatorySessions } from '../../../server/db/schema';
import { ATTENDEE_TYPES } from '../../../src/engine';
import { startServerWithReach, type TestServer } from '../../api/harness';
import { nominationContent } from '../../api/nomination-content';

/** Whom the stubbed browser calls the API as: a persona, or a made-up user with the scopes given. */
export type Caller = Parameters<TestServer['auth']>[0];

/**
 * The real API (embedded database, My schedule on, the shipped nomination form) answering the browser's `fetch`
 * in-process as a signed-in caller, with the sessions written to its catalogue.
 */
export async function startScheduleApi(sessions: readonly Session[]) {
  const contentDir = await nominationContent();
  const server = await startServerWithReach('pglite', { contentDir, demo: { scale: 0 } });
  const write = (written: readonly Session[]) => writeCatalogue(server.reach.db, server.reach.live, { sessions: [...written] });
  await write(sessions);
  return {
    write,
    /** From now on the browser's calls carry `who`'s session. */
    callAs(who: Caller) {
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(String(input), 'http://localhost');
        const response = await server.app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: `${url.pathname}${url.search}`,
          headers: { ...Object.fromEntries(new Headers(init.headers).entries()), ...(await server.auth(who)) },
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
        return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
      });
    },
    /** A call as `who`, straight to the API: another attendee's step in the story. */
    async callApi(who: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
      return server.app.inject({ method, url: `/api/v1${url}`, headers: await server.auth(who), ...(payload ? { payload } : {}) });
    },
    /** Another attendee takes a place on a capacity-controlled session. */
    async rsvpAs(who: Caller, sessionId: string) {
      const response = await server.app.inject({ method: 'PUT', url: `/api/v1/schedule/session/${sessionId}`, headers: await server.auth(who), payload: { confirmed: true } });
      return response.statusCode;
    },
    /** The session becomes a mandatory agenda item of every attendee type. */
    async makeMandatory(sessionId: string) {
      await server.reach.db.insert(mandatorySessions).values(ATTENDEE_TYPES.map((attendeeType) => ({ sessionId, attendeeType })));
    },
    /** What the site editors' list says. */
    async nominations<T>(): Promise<T> {
      return (await server.app.inject({ url: '/api/v1/siteeditor/nominations', headers: await server.auth('siteeditor') })).json<T>();
    },
    async close() {
      await server.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}
