import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionSearchResponse } from '../../schemas/generated/api/catalogue/session-search';
import type { SpeakerSearchResponse } from '../../schemas/generated/api/catalogue/speaker-search';
import type { CatalogueData } from '../../server/catalogue/types';
import { writeCatalogue } from '../../server/catalogue/writes';
import type { FavoriteChangeResponse, FavoriteCountResponse, FavoriteListResponse } from '../../src/engine/lazy/favorites';
import { attendee, catalogue, company, session, speaker } from '../engine/catalogue-search/builders';
import { favoriteContent } from './favorites-content';
import { DRIVERS, json, startServerWithReach, type TestServer, type AppReach } from './harness';

const backpack = (): CatalogueData =>
  catalogue({
    sessions: [
      session({ sessionId: 'fav-brk', sessionCode: 'FAV101', title: 'Wombat burrows' }),
      session({ sessionId: 'fav-brk2', sessionCode: 'FAV102', title: 'Wombat cubes' }),
      session({ sessionId: 'fav-lab', sessionCode: 'FAVLAB1', sessionType: { logicalValue: 'Hands-on Lab', displayValue: 'Hands-on Lab' }, willBeRecorded: false }),
      session({ sessionId: 'fav-agenda', sessionCode: 'FAVAG1', sessionType: { logicalValue: 'agenda', displayValue: 'Agenda' } }),
      session({ sessionId: 'fav-hybrid', sessionCode: 'FAVHY1', deliveryTypes: ['In-Person', 'Digital'], willBeRecorded: false }),
    ],
    speakers: [
      speaker({ speakerId: 'fav-speaker', displayName: 'Wanda Wombat' }),
      // Held but not shown by the speaker catalogue, which needs both a bio and a photo.
      speaker({ speakerId: 'fav-nobio', displayName: 'Bertie Bioless', bio: null }),
      speaker({ speakerId: 'fav-nophoto', displayName: 'Polly Photoless', photo: '  ' }),
    ],
    companies: [company({ companyId: 'fav-company', name: 'Wombat Works' })],
    attendees: [
      attendee({ attendeeId: 'fav-public', displayName: 'Public Wombat' }),
      attendee({ attendeeId: 'fav-private', displayName: 'Private Wombat', displayProfileToPublic: false }),
      // The 'attendee' persona's own profile.
      attendee({ attendeeId: 'fav-self', displayName: 'Avery Wombat', userId: 'dev-attendee' }),
    ],
  });

describe.each(DRIVERS)('favorites API (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const write = (data: Partial<CatalogueData>) => writeCatalogue(server.reach.db, server.reach.live, data);
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who: Parameters<TestServer['auth']>[0] | null = 'attendee') =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: who ? await server.auth(who) : {} });
  const ids = async (type: number, who: Parameters<TestServer['auth']>[0] = 'attendee') => json<FavoriteListResponse>(await call('GET', `/favorite/${type}`, who)).ids;
  const setSettings = async (changes: { name: string; value: unknown }[]) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await server.auth('siteeditor'), payload: { changes } });
    expect(json(response)).toMatchObject({ result: 'saved' });
  };

  beforeAll(async () => {
    contentDir = await favoriteContent();
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 } });
    await write(backpack());
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('answers only authenticated callers', async () => {
    for (const [method, url] of [['GET', '/favorite/4'], ['GET', '/favorite/count'], ['POST', '/favorite/4/fav-brk'], ['DELETE', '/favorite/4/fav-brk']] as const) {
      const response = await call(method, url, null);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(json(response)).toMatchObject({ error: 'Unauthorized' });
    }
    const expired = await server.app.inject({ url: '/api/v1/favorite/4', headers: await server.auth('attendee', { expired: true }) });
    expect(expired.statusCode).toBe(401);
  });

  it('adds, lists, counts and removes a session, each step idempotent', async () => {
    const who = { scopes: ['session-catalog'], name: 'Una Idempotent' };
    const added = await call('POST', '/favorite/4/FAV101', who);
    expect(added.statusCode).toBe(200);
    expect(json<FavoriteChangeResponse>(added)).toEqual({ type: 4, id: 'fav-brk', favorite: true, changed: true });
    expect(json<FavoriteChangeResponse>(await call('POST', '/favorite/4/fav-brk', who))).toMatchObject({ favorite: true, changed: false });
    await call('POST', '/favorite/4/fav-brk2', who);
    expect(await ids(4, who)).toEqual(['fav-brk2', 'fav-brk']);
    expect(json<FavoriteCountResponse>(await call('GET', '/favorite/count', who))).toEqual({ counts: { 0: 0, 1: 0, 2: 0, 3: 0, 4: 2 }, total: 2 });

    const removed = await call('DELETE', '/favorite/4/fav-brk?telemetry=catalogue', who);
    expect(json<FavoriteChangeResponse>(removed)).toEqual({ type: 4, id: 'fav-brk', favorite: false, changed: true });
    expect(json<FavoriteChangeResponse>(await call('DELETE', '/favorite/4/FAV101', who))).toMatchObject({ id: 'fav-brk', changed: false });
    expect(await ids(4, who)).toEqual(['fav-brk2']);
    expect(json<FavoriteCountResponse>(await call('GET', '/favorite/count', who)).total).toBe(1);
  });

  it('keeps each user’s favorites apart, and a search restricted to them finds only those', async () => {
    await call('POST', '/favorite/4/fav-hybrid', 'speaker');
    expect(await ids(4, 'speaker')).toEqual(['fav-hybrid']);
    expect(await ids(4, { scopes: ['session-catalog'], name: 'Somebody Else' })).toEqual([]);
    const search = await server.app.inject({ method: 'POST', url: '/api/v1/session/search', payload: { favoritesIds: await ids(4, 'speaker') } });
    expect(json<SessionSearchResponse>(search).data.map((found) => found.sessionCode)).toEqual(['FAVHY1']);
  });

  it('keeps speakers, companies and public attendees, counted per type', async () => {
    const who = { scopes: ['session-catalog'], name: 'Petra People' };
    for (const url of ['/favorite/1/fav-speaker', '/favorite/2/fav-company', '/favorite/0/fav-public']) expect((await call('POST', url, who)).statusCode, url).toBe(200);
    expect(json<FavoriteCountResponse>(await call('GET', '/favorite/count', who))).toEqual({ counts: { 0: 1, 1: 1, 2: 1, 3: 0, 4: 0 }, total: 3 });
    expect(await ids(0, who)).toEqual(['fav-public']);
  });

  it('refuses a type that does not exist, naming the parameter', async () => {
    for (const url of ['/favorite/7', '/favorite/session', '/favorite/-1/fav-brk']) {
      const response = await call(url.split('/').length > 3 ? 'POST' : 'GET', url);
      expect(response.statusCode, url).toBe(400);
      const body = json<{ error: string; details: { path: string }[] }>(response);
      expect(body.error, url).toBe('ValidationError');
      expect(body.details.map((issue) => issue.path), url).toContain('/params/type');
      expect(body.details.every((issue) => issue.path === '/params/type'), url).toBe(true);
    }
  });

  it('answers 404 for an item that is not in the catalogue, or an attendee who keeps their profile private', async () => {
    for (const [url, message] of [
      ['/favorite/4/NOPE1', 'Could not find session with ID NOPE1'],
      ['/favorite/1/nobody', 'Could not find speaker with ID nobody'],
      ['/favorite/0/fav-private', 'Could not find attendee with ID fav-private'],
    ] as const) {
      const response = await call('POST', url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toEqual({ error: 'NotFound', message });
    }
  });

  it('refuses to keep your own profile among your favorites, which others may keep', async () => {
    const own = await call('POST', '/favorite/0/fav-self', 'attendee');
    expect(own.statusCode).toBe(400);
    expect(json(own)).toEqual({ error: 'BadRequest', message: 'Your own profile cannot be one of your favorites' });
    expect(await ids(0, 'attendee')).not.toContain('fav-self');
    expect((await call('POST', '/favorite/0/fav-self', 'inperson-attendee')).statusCode).toBe(200);
    expect(await ids(0, 'inperson-attendee')).toContain('fav-self');
  });

  it('keeps excluded session types out, and in-person-only unrecorded sessions for in-person attendees', async () => {
    const agenda = await call('POST', '/favorite/4/FAVAG1');
    expect(agenda.statusCode).toBe(400);
    expect(json(agenda)).toMatchObject({ message: expect.stringContaining('type Agenda cannot be favorites') });

    const lab = await call('POST', '/favorite/4/FAVLAB1', 'attendee');
    expect(lab.statusCode).toBe(403);
    expect(json(lab)).toMatchObject({ error: 'Forbidden', message: expect.stringContaining('in person only and not recorded') });
    expect((await call('POST', '/favorite/4/FAVLAB1', 'inperson-attendee')).statusCode).toBe(200);
    // Offered online as well: anyone may keep it, recorded or not.
    expect((await call('POST', '/favorite/4/FAVHY1', 'attendee')).statusCode).toBe(200);
  });

  it('stops answering an item once it leaves the catalogue’s public view, and can still remove it', async () => {
    const who = { scopes: ['session-catalog'], name: 'Vera Vanishing' };
    await call('POST', '/favorite/0/fav-public', who);
    await write({ attendees: [attendee({ attendeeId: 'fav-public', displayName: 'Public Wombat', displayProfileToPublic: false })] });
    try {
      expect(await ids(0, who)).toEqual([]);
      expect(json<FavoriteCountResponse>(await call('GET', '/favorite/count', who)).total).toBe(0);
      expect(json<FavoriteChangeResponse>(await call('DELETE', '/favorite/0/fav-public', who))).toMatchObject({ changed: true });
    } finally {
      await write({ attendees: [attendee({ attendeeId: 'fav-public', displayName: 'Public Wombat' })] });
    }
  });

  it('refuses a speaker the speaker catalogue does not show, whose page is still public', async () => {
    const who = { scopes: ['session-catalog'], name: 'Hugo Hidden' };
    for (const id of ['fav-nobio', 'fav-nophoto']) {
      expect((await server.app.inject({ url: `/api/v1/speaker/${id}` })).statusCode, id).toBe(200);
      const response = await call('POST', `/favorite/1/${id}`, who);
      expect(response.statusCode, id).toBe(400);
      expect(json(response)).toEqual({ error: 'BadRequest', message: `Speaker ${id} is not shown in the catalogue (it needs a bio and a photo), so it cannot be a favorite` });
    }
    expect(await ids(1, who)).toEqual([]);
    expect(json<FavoriteCountResponse>(await call('GET', '/favorite/count', who)).total).toBe(0);
  });

  it('lists and counts a favorite speaker only while the speaker catalogue shows them, and can still remove one hidden since', async () => {
    const who = { scopes: ['session-catalog'], name: 'Sasha Shown' };
    const listed = speaker({ speakerId: 'fav-fading', displayName: 'Fay Fading' });
    await write({ speakers: [listed] });
    expect((await call('POST', '/favorite/1/fav-speaker', who)).statusCode).toBe(200);
    expect((await call('POST', '/favorite/1/fav-fading', who)).statusCode).toBe(200);
    const agree = async (expected: string[]) => {
      expect(await ids(1, who)).toEqual(expected);
      expect(json<FavoriteCountResponse>(await call('GET', '/favorite/count', who))).toMatchObject({ counts: { 1: expected.length }, total: expected.length });
      const search = await server.app.inject({ method: 'POST', url: '/api/v1/speaker/search', payload: { favoritesIds: await ids(1, who) } });
      expect(json<SpeakerSearchResponse>(search).data.map((found) => found.speakerId).sort()).toEqual([...expected].sort());
    };
    await agree(['fav-fading', 'fav-speaker']);
    await write({ speakers: [{ ...listed, bio: '' }] });
    await agree(['fav-speaker']);
    expect(json<FavoriteChangeResponse>(await call('DELETE', '/favorite/1/fav-fading', who))).toMatchObject({ id: 'fav-fading', changed: true });
    // Shown again, the speaker is no favorite any more: the removal took.
    await write({ speakers: [listed] });
    await agree(['fav-speaker']);
  });

  it('refuses favorites while their flags are off, naming the flag', async () => {
    const who = { scopes: ['session-catalog'], name: 'Fiona Flags' };
    await call('POST', '/favorite/1/fav-speaker', who);
    await call('POST', '/favorite/4/fav-brk', who);
    await setSettings([{ name: 'enableSessionFavorites', value: false }]);
    try {
      for (const [method, url] of [['GET', '/favorite/4'], ['POST', '/favorite/4/fav-brk2'], ['DELETE', '/favorite/4/fav-brk']] as const) {
        const response = await call(method, url, who);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(json(response)).toMatchObject({ message: expect.stringContaining('enableSessionFavorites') });
      }
      expect(json<FavoriteCountResponse>(await call('GET', '/favorite/count', who))).toMatchObject({ counts: { 1: 1, 4: 0 }, total: 1 });
      await setSettings([{ name: 'enableFavorites', value: false }]);
      const count = await call('GET', '/favorite/count', who);
      expect(count.statusCode).toBe(403);
      expect(json(count)).toMatchObject({ message: expect.stringContaining('enableFavorites') });
    } finally {
      await setSettings([
        { name: 'enableSessionFavorites', value: true },
        { name: 'enableFavorites', value: true },
      ]);
    }
    expect(await ids(4, who)).toEqual(['fav-brk']);
  });
});
