import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facet, FacetFilter } from '../../schemas/generated/facet';
import type { SearchRequest } from '../../schemas/generated/search-request';
import type { SessionSearchResponse } from '../../schemas/generated/api/catalogue/session-search';
import { QUOKKA_SESSION_IDS, quokkaCatalogue, startCatalogueServer, type CatalogueServer } from './catalogue-fixture';
import { DRIVERS, json } from './harness';

const flatCounts = (facet: Facet | undefined) => {
  const flat: Record<string, number> = {};
  const walk = (filters: FacetFilter[]) => {
    for (const filter of filters) {
      flat[filter.value] = filter.count;
      walk(filter.children);
    }
  };
  walk(facet?.filters ?? []);
  return flat;
};

describe.each(DRIVERS)('catalogue search API (%s)', (driver) => {
  let server: CatalogueServer;
  const post = (entity: string, body?: unknown, query = '') =>
    server.app.inject({ method: 'POST', url: `/api/v1/${entity}/search${query}`, ...(body === undefined ? {} : { payload: body as object }) });
  const searchSessions = async (request: SearchRequest, query = '') => {
    const response = await post('session', { favoritesIds: QUOKKA_SESSION_IDS, itemsPerPage: 50, ...request }, query);
    expect(response.statusCode).toBe(200);
    return json<SessionSearchResponse>(response);
  };
  const codes = (answer: SessionSearchResponse) => answer.data.map((session) => session.sessionCode);

  beforeAll(async () => {
    server = await startCatalogueServer(driver);
  });
  afterAll(() => server.close());

  it('filters by facets and counts every facet under the other filters', async () => {
    const answer = await searchSessions({ searchFacets: { facets: [{ name: 'topic', facet: 'Quokkas' }, { name: 'level', facet: '300' }] }, sortOption: 'chronological' });
    expect(answer.total).toBe(2);
    expect(codes(answer)).toEqual(['QKA101', 'QKA101-R1']);
    const facet = (key: string) => answer.facets.find((found) => found.key === key);
    expect(flatCounts(facet('level'))).toEqual({ '100': 1, '200': 1, '300': 2 });
    expect(flatCounts(facet('topic'))).toEqual({ Quokkas: 2, 'Quokkas|Orchestration': 2 });
    expect(facet('level')).toMatchObject({ displayName: 'translate.base.facets.level', isVisible: true });
    expect(answer.data[0]?.speakers.map((speaker) => speaker.displayName)).toEqual(['Zephyrine Quokkaworth', 'Hidden Quokkaspeaker']);
  });

  it('finds text in any language, forgives a typo and reports the search time', async () => {
    const response = await post('session', { searchText: 'quokkka orchestration' });
    expect(response.headers['server-timing']).toMatch(/^search;dur=\d+(\.\d+)?$/);
    expect(codes(json(response))).toEqual(['QKA101', 'QKA101-R1']);
    expect(codes(await searchSessions({ searchText: '矮袋鼠' }))).toEqual(['QKA200']);
    expect(codes(await searchSessions({ searchText: '"data lakes" quok' }))).toEqual(['QKA300']);
  });

  it('answers many searches at once over the network, each with its own answer', async () => {
    const bodies = [{ searchText: 'quokka' }, { searchText: 'orchestration' }, {}, { searchFacets: { facets: [{ name: 'level', facet: '300' }] } }]
      .flatMap((body) => [body, { ...body, searchPage: 2, itemsPerPage: 1 }]);
    const alone = await Promise.all(bodies.map(async (body) => (await post('session', body)).body));
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const together = await Promise.all(
      Array.from({ length: 10 }, () => bodies).flat().map(async (body) => {
        const response = await fetch(`${address}/api/v1/session/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return response.text();
      }),
    );
    expect(together).toEqual(Array.from({ length: 10 }, () => alone).flat());
  });

  it('reads days and time ranges in the conference time zone', async () => {
    const ninth = await searchSessions({ searchFacets: { facets: [{ name: 'day', facet: '2027-03-09' }] }, sortOption: 'chronological' });
    expect(codes(ninth)).toEqual(['QKA101', 'QKA200']);
    const evening = { name: 'time', startDateTime: '2027-03-09T18:00:00-08:00', endDateTime: '2027-03-10T00:00:00-08:00' };
    expect(codes(await searchSessions({ searchFacets: { dateFacet: [evening] } }))).toEqual(['QKA200']);
  });

  it('clamps the page and keeps the page size', async () => {
    const beyond = await searchSessions({ itemsPerPage: 3, searchPage: 40, sortOption: 'asc' });
    expect(beyond).toMatchObject({ total: 4, page: 2 });
    expect(beyond.data).toHaveLength(1);
  });

  it('keeps live and upcoming sessions at the testing date of the request', async () => {
    const during = encodeURIComponent('2027-03-09T09:30:00-08:00');
    expect(codes(await searchSessions({ liveNowAndUpcoming: true, sortOption: 'chronological' }, `?testingDate=${during}`))).toEqual([
      'QKA101',
      'QKA200',
      'QKA101-R1',
    ]);
    const after = encodeURIComponent('2027-03-10T16:00:00-08:00');
    expect((await searchSessions({ liveNowAndUpcoming: true }, `?testingDate=${after}`)).total).toBe(0);
    expect(codes(await searchSessions({ mustHaveOnDemandVideo: true }))).toEqual(['QKA300']);
  });

  it('answers a bare POST with everything', async () => {
    const response = await post('session');
    expect(response.statusCode).toBe(200);
    expect(json<SessionSearchResponse>(response).total).toBeGreaterThanOrEqual(4);
  });

  it('refuses bad bodies with the paths of the wrong fields', async () => {
    const paths = async (entity: string, body: unknown) => {
      const response = await post(entity, body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: 'ValidationError', message: expect.any(String) });
      return json<{ details: { path: string }[] }>(response).details.map((issue) => issue.path);
    };
    expect(await paths('session', { sortOption: 'sideways', itemsPerPage: 0, colour: 'red' })).toEqual(
      expect.arrayContaining(['/body/sortOption', '/body/itemsPerPage', '/body/colour']),
    );
    expect(await paths('session', { searchFacets: { facets: [{ name: 'flavour', facet: 'mint' }] } })).toEqual(['/body/searchFacets/facets/0/name']);
    expect(await paths('session', { searchFacets: { dateFacet: [{ name: 'time', startDateTime: 'tomorrow', endDateTime: '2027-03-10T00:00:00Z' }] } })).toEqual([
      '/body/searchFacets/dateFacet/0/startDateTime',
    ]);
    expect(await paths('speaker', { sortOption: 'chronological', liveNowAndUpcoming: true })).toEqual(['/body/sortOption', '/body/liveNowAndUpcoming']);
    expect(await paths('attendee', { searchFacets: { dateFacet: [{ name: 'time', startDateTime: '2027-03-09T00:00:00Z', endDateTime: '2027-03-10T00:00:00Z' }] } })).toEqual([
      '/body/searchFacets/dateFacet/0',
    ]);
  });

  it('sees a catalogue change on the next search', async () => {
    const lakes = quokkaCatalogue().sessions.find((session) => session.sessionCode === 'QKA300')!;
    await server.write({ sessions: [{ ...lakes, title: 'Quokka data rivers' }] });
    expect(codes(await searchSessions({ searchText: 'rivers' }))).toEqual(['QKA300']);
    expect((await searchSessions({ searchText: '"data lakes"' })).total).toBe(0);
  });
});
