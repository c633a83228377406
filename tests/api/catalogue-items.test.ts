import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/engine';
import type { Company } from '../../schemas/generated/company';
import type { Facet } from '../../schemas/generated/facet';
import type { AttendeeAnswer } from '../../schemas/generated/api/catalogue/attendee-answer';
import type { RandomCompaniesResponse } from '../../schemas/generated/api/catalogue/random-companies';
import type { RelatedSessionsResponse } from '../../schemas/generated/api/catalogue/related-sessions';
import type { SessionListResponse } from '../../schemas/generated/api/catalogue/session-list';
import type { SessionAnswer } from '../../schemas/generated/api/catalogue/session-answer';
import type { AttendeeSearchResponse } from '../../schemas/generated/api/catalogue/attendee-search';
import type { CompanySearchResponse } from '../../schemas/generated/api/catalogue/company-search';
import type { SpeakerSearchResponse } from '../../schemas/generated/api/catalogue/speaker-search';
import type { SpeakerAnswer } from '../../schemas/generated/api/catalogue/speaker-answer';
import type { Speaker } from '../../schemas/generated/speaker';
import { startCatalogueServer, type CatalogueServer } from './catalogue-fixture';
import { DRIVERS, json } from './harness';

describe.each(DRIVERS)('catalogue item API (%s)', (driver) => {
  let server: CatalogueServer;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url: `/api/v1${url}`, headers });
  const post = (url: string, body: object, headers: Record<string, string> = {}) => server.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body, headers });
  const signedInAs = (name: string) => server.auth({ scopes: [SCOPES.sessionCatalog], name });

  beforeAll(async () => {
    server = await startCatalogueServer(driver);
  });
  afterAll(() => server.close());

  describe('sessions', () => {
    it('finds a session by id, by code and by code after a locale', async () => {
      for (const id of ['api-q1', 'QKA101', 'en-us-QKA101', 'zh-cn-api-q1']) {
        const response = await get(`/session/${id}`);
        expect(response.statusCode).toBe(200);
        expect(json<SessionAnswer>(response)).toMatchObject({ sessionId: 'api-q1', sessionCode: 'QKA101', speakers: [{ speakerId: 'api-sp-listed' }, { speakerId: 'api-sp-hidden' }] });
      }
      const missing = await get('/session/NOPE999');
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toMatchObject({ error: 'NotFound', message: expect.stringContaining('NOPE999') });
    });

    it('lists related sessions and repeats', async () => {
      const related = json<RelatedSessionsResponse>(await get('/session/QKA101/related'));
      expect(related.relatedSessions.map((session) => session.sessionCode)).toEqual(['QKA300']);
      expect(related.repeatedSessions.map((session) => session.sessionCode)).toEqual(['QKA101-R1']);
      const ofRepeat = json<RelatedSessionsResponse>(await get('/session/QKA101-R1/related'));
      expect(ofRepeat.repeatedSessions.map((session) => session.sessionCode)).toEqual(['QKA101']);
    });

    it('answers a list of ids in the order asked, skipping unknown ones', async () => {
      const response = await post('/session/list/de-de', { ids: ['QKA300', 'unknown', 'api-q1', 'QKA101'] });
      expect(json<SessionListResponse>(response).data.map((session) => session.sessionCode)).toEqual(['QKA300', 'QKA101']);
      expect((await post('/session/list/de-de', { ids: 'QKA300' })).statusCode).toBe(400);
    });

    it('sends every session for a served language and refuses others', async () => {
      const all = json<{ data: SessionAnswer[] }>(await get('/session/all/ja-JP')).data;
      expect(all.map((session) => session.sessionCode)).toEqual(expect.arrayContaining(['QKA101', 'QKA101-R1', 'QKA200', 'QKA300']));
      const refused = await get('/session/all/xx-zz');
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ details: [{ path: '/params/lang' }] });
    });

    it('sends the facets of the whole catalogue', async () => {
      const { facets } = json<{ facets: Facet[] }>(await get('/session/facet/en-us'));
      expect(facets.map((facet) => facet.key)).toEqual(['topic', 'level', 'sessionType', 'day', 'language', 'deliveryType', 'audienceType', 'product']);
      expect(facets.find((facet) => facet.key === 'topic')?.filters.find((filter) => filter.value === 'Quokkas')?.count).toBe(4);
    });
  });

  describe('speakers', () => {
    it('lists and finds only speakers with a bio and a photo', async () => {
      const found = json<SpeakerSearchResponse>(await post('/speaker/search', { searchText: 'quokka' }));
      expect(found.data.map((speaker) => speaker.speakerId)).toEqual(['api-sp-listed']);
      const all = json<{ data: Speaker[] }>(await get('/speaker/all/en-us')).data.map((speaker) => speaker.speakerId);
      expect(all).toContain('api-sp-listed');
      expect(all).not.toContain('api-sp-hidden');
    });

    it('looks any speaker up by id, with their sessions in programme order', async () => {
      const hidden = json<SpeakerAnswer>(await get('/speaker/api-sp-hidden'));
      expect(hidden.sessions.map((session) => session.sessionCode)).toEqual(['QKA101']);
      const listed = json<SpeakerAnswer>(await get('/speaker/api-sp-listed'));
      expect(listed.sessions.map((session) => session.sessionCode)).toEqual(['QKA101', 'QKA101-R1']);
      // The page marks each title with its language.
      for (const session of listed.sessions) expect(session.sessionLanguage).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect((await get('/speaker/nobody')).statusCode).toBe(404);
    });

    it('sends speaker facets with or without a language', async () => {
      for (const url of ['/speaker/facet', '/speaker/facet/fr-fr']) {
        const { facets } = json<{ facets: Facet[] }>(await get(url));
        expect(facets.map((facet) => facet.key)).toEqual(['company']);
      }
    });
  });

  describe('attendees: privacy', () => {
    it('lists only public profiles, without their emails', async () => {
      const found = json<AttendeeSearchResponse>(await post('/attendee/search', { searchText: 'quokka' }));
      expect(found.data.map((attendee) => attendee.attendeeId)).toEqual(['api-att-public']);
      expect(found.data[0]).not.toHaveProperty('email');
      expect(JSON.stringify(found)).not.toContain('@example.com');
    });

    it('shows the email to its owner only', async () => {
      const own = json<AttendeeSearchResponse>(await post('/attendee/search', { searchText: 'quokka' }, await signedInAs('Quokka Publicus')));
      expect(own.data[0]?.email).toBe('publicus@example.com');
      const other = json<AttendeeAnswer>(await get('/attendee/en-us-api-att-public', await signedInAs('Quokka Privatus')));
      expect(other.displayName).toBe('Quokka Publicus');
      expect(other).not.toHaveProperty('email');
    });

    it('hides a private profile from everyone but its owner, with the spec message', async () => {
      for (const headers of [{}, await signedInAs('Quokka Publicus')]) {
        const response = await get('/attendee/en-us-api-att-hidden', headers);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ error: 'NotFound', message: 'Could not find attendee with ID' });
      }
      const own = await get('/attendee/en-us-api-att-hidden', await signedInAs('Quokka Privatus'));
      expect(own.statusCode).toBe(200);
      expect(json<AttendeeAnswer>(own).email).toBe('api-att-hidden@example.com');
    });

    it("answers the signed-in viewer's own profile, hidden or not, and asks anonymous visitors to sign in", async () => {
      const own = await get('/attendee/me', await signedInAs('Quokka Privatus'));
      expect(own.statusCode).toBe(200);
      expect(json<AttendeeAnswer>(own)).toMatchObject({ attendeeId: 'api-att-hidden', email: 'api-att-hidden@example.com' });
      expect(json<AttendeeAnswer>(await get('/attendee/me', await signedInAs('Quokka Publicus'))).attendeeId).toBe('api-att-public');
      const stranger = await get('/attendee/me', await signedInAs('Nobody Known'));
      expect(stranger.statusCode).toBe(404);
      expect(json(stranger)).toEqual({ error: 'NotFound', message: 'You have no attendee profile' });
      expect((await get('/attendee/me')).statusCode).toBe(401);
    });
  });

  describe('companies', () => {
    it('searches, looks up by language and id, and lists all', async () => {
      const found = json<CompanySearchResponse>(await post('/company/search', { searchText: 'quokka', sortOption: 'asc' }));
      expect(found.data.map((company) => company.name)).toEqual(['Quokka Corp', 'Quokka Labs']);
      expect(found.facets.find((facet) => facet.key === 'kind')?.filters.map((filter) => filter.displayName)).toEqual([
        'translate.base.facets.kinds.exhibitor',
        'translate.base.facets.kinds.sponsor',
      ]);
      expect(json<Company>(await get('/company/de-de-api-co-2')).booth).toBe('Q12');
      expect((await get('/company/de-de-nobody')).statusCode).toBe(404);
      expect(json<{ data: Company[] }>(await get('/company/all/es-es')).data.map((company) => company.companyId)).toContain('api-co-2');
    });

    it('picks distinct random sponsors with logos, with a buffer when asked', async () => {
      const all = json<{ data: Company[] }>(await get('/company/all/en-us')).data;
      const withLogos = all.filter((company) => company.logo && company.kinds.includes('sponsor')).length;
      expect(withLogos).toBeLessThan(all.filter((company) => company.logo).length);
      const { data } = json<{ data: Company[] }>(await get('/company/randomq?quantity=100'));
      expect(data).toHaveLength(Math.min(100, withLogos));
      expect(data.every((company) => company.logo && company.kinds.includes('sponsor'))).toBe(true);
      expect(new Set(data.map((company) => company.companyId)).size).toBe(data.length);
      expect(data.map((company) => company.companyId)).not.toContain('api-co-2');
      const buffered = json<RandomCompaniesResponse>(await get('/company/randomqb?quantity=1&buffer=100'));
      expect(buffered.data).toHaveLength(1);
      const ids = [...buffered.data, ...buffered.buffer].map((company) => company.companyId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(Math.min(101, withLogos));
      const refused = await get('/company/randomq');
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ details: [{ path: '/query/quantity' }] });
    });
  });
});
