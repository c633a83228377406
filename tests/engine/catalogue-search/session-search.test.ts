import { describe, expect, it } from 'vitest';
import type { Facet, FacetFilter } from '../../../schemas/generated/facet';
import type { SearchRequest } from '../../../schemas/generated/search-request';
import { SearchRequestError } from '../../../server/catalogue/search/request-check';
import { createCatalogueIndex } from '../../../server/catalogue/search/catalogue-index';
import type { SearchAnswer } from '../../../server/catalogue/search/entity-index';
import { JsonWriter } from '../../../server/catalogue/search/json-writer';
import { catalogue, session } from './builders';
import { BEFORE, demoIndex } from './demo-catalogue';

const index = demoIndex();
const search = (request: SearchRequest, now = BEFORE) => index.sessions.search({ itemsPerPage: 100, ...request }, now);
const codes = (request: SearchRequest, now?: Date) => search(request, now).items.map((session) => session.sessionCode);
const sortedCodes = (request: SearchRequest, now?: Date) => codes(request, now).sort();
const facetsJson = (answer: SearchAnswer<unknown>) => {
  const out = new JsonWriter();
  out.begin(new Uint8Array(1024));
  answer.writeFacetsJson(out);
  return new TextDecoder().decode(out.written());
};
const facet = (facets: Facet[], key: string) => facets.find((found) => found.key === key) as Facet;
/** value → count, nested values included, for compact assertions. */
const counts = (found: Facet) => {
  const flat: Record<string, number> = {};
  const walk = (filters: FacetFilter[]) => {
    for (const filter of filters) {
      flat[filter.value] = filter.count;
      walk(filter.children);
    }
  };
  walk(found.filters);
  return flat;
};

describe('session search: text', () => {
  it('finds words in titles, speaker names and codes, the last word also by its beginning', () => {
    expect(sortedCodes({ searchText: 'kubernetes' })).toEqual(['BRK101', 'BRK101-R1']);
    expect(sortedCodes({ searchText: 'lovelace' })).toEqual(['BRK101', 'BRK101-R1']);
    expect(sortedCodes({ searchText: 'lab200' })).toEqual(['LAB200']);
    expect(sortedCodes({ searchText: 'kuber' })).toEqual(['BRK101', 'BRK101-R1']);
    expect(sortedCodes({ searchText: 'kuber scale' })).toEqual([]);
  });

  it('needs every word', () => {
    expect(sortedCodes({ searchText: 'kubernetes scale' })).toEqual(['BRK101', 'BRK101-R1']);
    expect(sortedCodes({ searchText: 'kubernetes serverless' })).toEqual([]);
  });

  it('forgives one typo in a long word that finds nothing as typed', () => {
    expect(sortedCodes({ searchText: 'kubernets' })).toEqual(['BRK101', 'BRK101-R1']);
    expect(sortedCodes({ searchText: 'servrless' })).toEqual(['LAB200']);
    expect(sortedCodes({ searchText: '"kubernets"' })).toEqual([]);
  });

  it('keeps quoted phrases and words with symbols as written', () => {
    expect(sortedCodes({ searchText: '"data lake"' })).toEqual(['THR300']);
    expect(sortedCodes({ searchText: '"lake data"' })).toEqual([]);
    expect(sortedCodes({ searchText: 'node.js' })).toEqual(['THR300']);
    expect(sortedCodes({ searchText: 'C#' })).toEqual(['BRK400']);
    // Neighbouring entries of a list (a product, then the session type) are not one phrase.
    expect(sortedCodes({ searchText: '"aks breakout"' })).toEqual([]);
    expect(sortedCodes({ searchText: 'aks breakout' })).toEqual(['BRK101']);
  });

  it('finds Chinese and Japanese text by any part of a word', () => {
    expect(sortedCodes({ searchText: '云原生' })).toEqual(['KEY001']);
    expect(sortedCodes({ searchText: '原生' })).toEqual(['KEY001']);
    expect(sortedCodes({ searchText: '未来' })).toEqual(['KEY001']);
    expect(sortedCodes({ searchText: 'データベース' })).toEqual(['ODM001']);
    expect(sortedCodes({ searchText: '入門' })).toEqual(['ODM001']);
    expect(sortedCodes({ searchText: '云计算' })).toEqual([]);
  });

  it('ranks a match in the title above one in the description', () => {
    expect(codes({ searchText: 'lake' })).toEqual(['THR300']);
    const ranked = codes({ searchText: 'data' });
    expect(ranked[0]).toBe('THR300');
    expect(ranked).toContain('ODM001');
  });
});

describe('session search: facets', () => {
  it('combines values of one facet with OR and facets with AND', () => {
    const topicCloud = { name: 'topic', facet: 'Cloud' };
    expect(sortedCodes({ searchFacets: { facets: [topicCloud, { name: 'level', facet: '300' }] } })).toEqual(['BRK101', 'BRK101-R1']);
    expect(sortedCodes({ searchFacets: { facets: [topicCloud, { name: 'level', facet: '300' }, { name: 'level', facet: '200' }] } })).toEqual([
      'BRK101',
      'BRK101-R1',
      'LAB200',
    ]);
  });

  it('counts each facet under every other active filter, but not its own', () => {
    const { facets, total } = search({ searchFacets: { facets: [{ name: 'topic', facet: 'Cloud' }, { name: 'level', facet: '300' }] } });
    expect(total).toBe(2);
    // Levels among Cloud sessions: the level choice itself is ignored, so the other levels stay selectable.
    expect(counts(facet(facets, 'level'))).toEqual({ '100': 1, '200': 1, '300': 2 });
    // Topics among level-300 sessions.
    expect(counts(facet(facets, 'topic'))).toEqual({ Cloud: 2, 'Cloud|Containers': 2 });
    // Every other facet counts the two matches.
    expect(counts(facet(facets, 'day'))).toEqual({ '2027-03-09': 1, '2027-03-10': 1 });
  });

  it('keeps an answer as it was when other searches follow', () => {
    const first = search({ searchText: 'kubernetes' });
    const expected = JSON.parse(JSON.stringify(search({ searchText: 'kubernetes' }).facets));
    search({});
    search({ searchFacets: { facets: [{ name: 'level', facet: '100' }] } });
    expect(first.facets).toEqual(expected);
    expect(JSON.parse(facetsJson(first))).toEqual(expected);
    expect(first.items.map((found) => found.sessionCode)).toEqual(['BRK101', 'BRK101-R1']);
  });

  it('text narrows the counts too', () => {
    const { facets } = search({ searchText: 'kubernetes' });
    expect(counts(facet(facets, 'level'))).toEqual({ '300': 2 });
  });

  it('nests hierarchical values, each level counting its items once', () => {
    const topic = facet(index.sessions.facets(), 'topic');
    expect(topic.displayName).toBe('translate.base.facets.topic');
    expect(topic.filters.map((filter) => [filter.value, filter.count])).toEqual([
      ['Cloud', 4],
      ['Data', 2],
      ['Developer', 1],
    ]);
    const cloud = topic.filters[0] as FacetFilter;
    expect(cloud.children.map((child) => [child.value, child.displayName, child.count])).toEqual([
      ['Cloud|Containers', 'Containers', 2],
      ['Cloud|Serverless', 'Serverless', 1],
    ]);
    const developer = topic.filters[2] as FacetFilter;
    expect(developer.children[0]?.children[0]).toMatchObject({ value: 'Developer|Languages|C#', displayName: 'C#', count: 1 });
  });

  it('keeps at most five levels of a hierarchy', () => {
    const deep = createCatalogueIndex(catalogue({ sessions: [session({ sessionId: 'deep', topics: ['A|B|C|D|E|F|G', ' Cloud | Edge '] })] }), { timeZone: 'UTC' });
    let level = facet(deep.sessions.facets(), 'topic').filters.find((filter) => filter.value === 'A');
    const values: string[] = [];
    while (level) {
      values.push(level.value);
      level = level.children[0];
    }
    expect(values).toEqual(['A', 'A|B', 'A|B|C', 'A|B|C|D', 'A|B|C|D|E']);
    const total = (value: string) => deep.sessions.search({ searchFacets: { facets: [{ name: 'topic', facet: value }] } }, BEFORE).total;
    expect(total('A|B|C|D|E')).toBe(1);
    expect(total('A|B|C|D|E|F')).toBe(0);
    // Blanks around the delimiter are not part of the names.
    expect(total('Cloud|Edge')).toBe(1);
  });

  it('writes the same facets as JSON text as it gives as objects', () => {
    const odd = createCatalogueIndex(
      catalogue({ sessions: [session({ sessionId: 'odd', topics: ['Say "hi"|Back\\slash', 'Ünïcødé|日本語'], products: ['a\nb'] })] }),
      { timeZone: 'UTC' },
    );
    const requests: SearchRequest[] = [{}, { searchText: 'kubernetes', searchFacets: { facets: [{ name: 'level', facet: '100' }] } }, { searchFacets: { facets: [{ name: 'topic', facet: 'Cloud' }] } }];
    for (const request of requests) {
      const answer = search(request);
      expect(JSON.parse(facetsJson(answer))).toEqual(answer.facets);
    }
    const answer = odd.sessions.search({}, BEFORE);
    expect(JSON.parse(facetsJson(answer))).toEqual(answer.facets);
    expect(answer.facets.find((found) => found.key === 'topic')?.filters.map((filter) => filter.displayName)).toEqual(['Say "hi"', 'Ünïcødé']);
  });

  it('selecting a parent matches its children; a child matches only itself', () => {
    expect(sortedCodes({ searchFacets: { facets: [{ name: 'topic', facet: 'Data' }] } })).toEqual(['ODM001', 'THR300']);
    expect(sortedCodes({ searchFacets: { facets: [{ name: 'topic', facet: 'Data|Lakes' }] } })).toEqual(['THR300']);
  });

  it('orders days by date and levels by number, others by count', () => {
    const facets = index.sessions.facets();
    expect(facet(facets, 'day').filters.map((filter) => filter.value)).toEqual(['2027-03-09', '2027-03-10', '2027-03-11']);
    expect(facet(facets, 'level').filters.map((filter) => filter.value)).toEqual(['100', '200', '300', '400']);
    expect(facet(facets, 'sessionType').filters[0]).toMatchObject({ value: 'breakout', displayName: 'Breakout', count: 3 });
  });

  it('puts a session on its calendar day in the conference time zone', () => {
    expect(sortedCodes({ searchFacets: { facets: [{ name: 'day', facet: '2027-03-09' }] } })).toEqual(['BRK101', 'KEY001', 'LAB200']);
  });

  it('keeps a selected value that matches nothing, with count 0, so it can be cleared', () => {
    const { facets, total } = search({ searchText: 'kubernetes', searchFacets: { facets: [{ name: 'level', facet: '100' }] } });
    expect(total).toBe(0);
    expect(counts(facet(facets, 'level'))).toEqual({ '100': 0, '300': 2 });
  });

  it('selects nothing with a value no session has', () => {
    expect(search({ searchFacets: { facets: [{ name: 'level', facet: '999' }] } }).total).toBe(0);
  });
});

describe('session search: date-time ranges', () => {
  const morning = { name: 'time', startDateTime: '2027-03-09T09:00:00-08:00', endDateTime: '2027-03-09T12:00:00-08:00' };

  it('keeps sessions starting in [start, end), whatever offset the range is written in', () => {
    expect(codes({ searchFacets: { dateFacet: [morning] } })).toEqual(['BRK101']);
    expect(codes({ searchFacets: { dateFacet: [{ name: 'time', startDateTime: '2027-03-09T17:00:00Z', endDateTime: '2027-03-09T20:00:00Z' }] } })).toEqual(['BRK101']);
    // The end is exclusive: 08:00–09:00 has the keynote but not the 09:00 breakout.
    expect(codes({ searchFacets: { dateFacet: [{ name: 'time', startDateTime: '2027-03-09T08:00:00-08:00', endDateTime: '2027-03-09T09:00:00-08:00' }] } })).toEqual(['KEY001']);
  });

  it('a late-evening range of the local day catches the session that is already tomorrow in UTC', () => {
    const evening = { name: 'time', startDateTime: '2027-03-09T18:00:00-08:00', endDateTime: '2027-03-10T00:00:00-08:00' };
    expect(codes({ searchFacets: { dateFacet: [evening] } })).toEqual(['LAB200']);
  });

  it('ranges of one name are alternatives; a range named like the day facet joins its values', () => {
    const afternoonTenth = { name: 'time', startDateTime: '2027-03-10T12:00:00-08:00', endDateTime: '2027-03-10T18:00:00-08:00' };
    expect(codes({ searchFacets: { dateFacet: [morning, afternoonTenth] } })).toEqual(['BRK101', 'BRK101-R1']);
    const request = { searchFacets: { facets: [{ name: 'day', facet: '2027-03-11' }], dateFacet: [{ ...morning, name: 'day' }] } };
    expect(codes(request)).toEqual(['BRK101', 'BRK400']);
    // The day facet's counts ignore the day group, both its values and its ranges.
    expect(counts(facet(search(request).facets, 'day'))).toEqual({ '2027-03-09': 3, '2027-03-10': 2, '2027-03-11': 1 });
  });
});

describe('session search: switches', () => {
  const duringFirstBreakout = new Date('2027-03-09T09:30:00-08:00');

  it('live now and upcoming keeps sessions that have not ended (testing date or clock)', () => {
    expect(sortedCodes({ liveNowAndUpcoming: true }, duringFirstBreakout)).toEqual(['BRK101', 'BRK101-R1', 'BRK400', 'LAB200', 'THR300']);
    expect(sortedCodes({ liveNowAndUpcoming: false }, duringFirstBreakout)).toHaveLength(7);
  });

  it('space available keeps sessions taking RSVPs now', () => {
    expect(codes({ mustHaveAvailableRsvp: true }, duringFirstBreakout)).toEqual(['LAB200']);
    expect(codes({ mustHaveAvailableRsvp: true }, new Date('2027-03-09T22:30:00-08:00'))).toEqual([]);
  });

  it('on demand, timeslot and recording switches', () => {
    expect(codes({ mustHaveOnDemandVideo: true })).toEqual(['ODM001']);
    expect(codes({ mustHaveTimeslot: true })).not.toContain('ODM001');
    expect(codes({ mustHaveTimeslot: true })).toHaveLength(6);
    expect(codes({ willBeRecorded: false })).toEqual(['THR300']);
    expect(codes({ willBeRecorded: true })).toHaveLength(6);
  });

  it('favorites restrict; recommendations restrict and keep their order', () => {
    expect(sortedCodes({ favoritesIds: ['s4', 's1', 'nope'] })).toEqual(['BRK101', 'THR300']);
    expect(codes({ recommendedItemIds: ['s7', 's3', 's1'] })).toEqual(['BRK400', 'LAB200', 'BRK101']);
    expect(codes({ recommendedItemIds: ['s7', 's3', 's1'], favoritesIds: ['s1', 's7'] })).toEqual(['BRK400', 'BRK101']);
    expect(codes({ recommendedItemIds: ['s7', 's3', 's1'], sortOption: 'chronological' })).toEqual(['BRK101', 'LAB200', 'BRK400']);
  });
});

describe('session search: sort and pages', () => {
  it('sorts by title both ways, chronologically (on demand last) and by live state', () => {
    expect(codes({ sortOption: 'asc' })).toEqual(['BRK400', 'THR300', 'BRK101', 'BRK101-R1', 'LAB200', 'ODM001', 'KEY001']);
    expect(codes({ sortOption: 'desc' })).toEqual(['KEY001', 'ODM001', 'LAB200', 'BRK101-R1', 'BRK101', 'THR300', 'BRK400']);
    expect(codes({ sortOption: 'chronological' })).toEqual(['KEY001', 'BRK101', 'LAB200', 'THR300', 'BRK101-R1', 'BRK400', 'ODM001']);
    expect(codes({ sortOption: 'None' })).toEqual(codes({ sortOption: 'chronological' }));
    const duringTheater = new Date('2027-03-10T11:10:00-08:00');
    // live, then upcoming by start, then recordings, then ended.
    expect(codes({ sortOption: 'status' }, duringTheater)).toEqual(['THR300', 'BRK101-R1', 'BRK400', 'ODM001', 'KEY001', 'BRK101', 'LAB200']);
  });

  it('sorts a text search by relevance unless told otherwise', () => {
    // The keynote mentions scale in its description only; the breakouts have it in the title.
    expect(codes({ searchText: 'scale' })).toEqual(['BRK101', 'BRK101-R1', 'KEY001']);
    expect(codes({ searchText: 'scale', sortOption: 'chronological' })).toEqual(['KEY001', 'BRK101', 'BRK101-R1']);
    expect(codes({ searchText: 'kubernetes', sortOption: 'desc' })).toEqual(['BRK101-R1', 'BRK101']);
  });

  it('pages with the given size and clamps the page to the pages there are', () => {
    const first = search({ itemsPerPage: 3, searchPage: 1, sortOption: 'chronological' });
    expect(first).toMatchObject({ total: 7, page: 1 });
    expect(first.items.map((item) => item.sessionCode)).toEqual(['KEY001', 'BRK101', 'LAB200']);
    const last = search({ itemsPerPage: 3, searchPage: 3, sortOption: 'chronological' });
    expect(last.items.map((item) => item.sessionCode)).toEqual(['ODM001']);
    const beyond = search({ itemsPerPage: 3, searchPage: 99, sortOption: 'chronological' });
    expect(beyond.page).toBe(3);
    expect(beyond.items).toEqual(last.items);
    const relevanceBeyond = search({ searchText: 'kubernetes', itemsPerPage: 1, searchPage: 5 });
    expect(relevanceBeyond).toMatchObject({ page: 2, total: 2 });
    expect(relevanceBeyond.items).toHaveLength(1);
  });

  it('answers page 1 of nothing when nothing matches, and 12 items per page by default', () => {
    expect(search({ searchText: 'zzzzzz', searchPage: 4 })).toMatchObject({ total: 0, page: 1, items: [] });
    expect(index.sessions.search({}, BEFORE).items).toHaveLength(7);
  });
});

describe('session search: refused requests', () => {
  const issues = (request: SearchRequest) => {
    try {
      index.sessions.search(request, BEFORE);
    } catch (error) {
      if (error instanceof SearchRequestError) return error.issues;
      throw error;
    }
    return [];
  };

  it('names the field of an unknown facet and of a reversed range', () => {
    expect(issues({ searchFacets: { facets: [{ name: 'level', facet: '100' }, { name: 'colour', facet: 'red' }] } })).toEqual([
      { path: '/searchFacets/facets/1/name', message: 'unknown facet "colour"' },
    ]);
    const reversed = { name: 'time', startDateTime: '2027-03-09T12:00:00-08:00', endDateTime: '2027-03-09T09:00:00-08:00' };
    expect(issues({ searchFacets: { dateFacet: [reversed] } })).toEqual([{ path: '/searchFacets/dateFacet/0/endDateTime', message: 'must be after startDateTime' }]);
  });
});
