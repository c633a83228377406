import { describe, expect, it } from 'vitest';
import { initialCatalogueState, type CatalogueState } from '../../../blocks/shared/lazy/catalogue/state/catalogue-state';
import { catalogueQuery, decodeFilter, parseCatalogueQuery } from '../../../blocks/shared/lazy/catalogue/state/query-codec';

const parse = (query: string, stored?: 12 | 24 | 48 | 96) => parseCatalogueQuery(new URLSearchParams(query), stored);

describe('catalogue URL query', () => {
  it('round-trips every part of the state', () => {
    const state: CatalogueState = {
      search: 'service mesh',
      filters: [
        { facet: 'topic', value: 'Cloud|Containers' },
        { facet: 'level', value: '300' },
      ],
      day: '2027-03-10',
      start: 540,
      end: 1020,
      toggles: ['spaceAvailable', 'willBeRecorded'],
      sortBy: 'status',
      pageSize: 48,
      currentPage: 3,
      view: 'grid',
      zone: 'local',
    };
    const query = catalogueQuery(state);
    expect(query.toString()).toBe(
      'search=service+mesh&filter=topic%7CCloud%7CContainers&filter=level%7C300&day=2027-03-10&start=540&end=1020&spaceAvailable=true&willBeRecorded=true&sortBy=status&pageSize=48&currentPage=3&view=grid&timeZone=local',
    );
    expect(parse(query.toString())).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(catalogueQuery(initialCatalogueState()).toString()).toBe('');
  });

  it('splits a filter at the first separator only', () => {
    expect(decodeFilter('topic|AI|Machine learning')).toEqual({ facet: 'topic', value: 'AI|Machine learning' });
    expect(decodeFilter('company|Contoso: Labs')).toEqual({ facet: 'company', value: 'Contoso: Labs' });
    expect(decodeFilter('|AI')).toBeUndefined();
    expect(decodeFilter('topic|')).toBeUndefined();
    expect(decodeFilter('topic')).toBeUndefined();
  });

  it('reads a hand-edited or damaged URL as far as it makes sense', () => {
    expect(parse('currentPage=-3&pageSize=13&sortBy=random&view=table&day=tomorrow&start=abc&end=2000&filter=nonsense&filter=level%7C300&filter=level%7C300&liveAndUpcoming=yes')).toEqual({
      ...initialCatalogueState(),
      filters: [{ facet: 'level', value: '300' }],
    });
    expect(parse('start=900&end=600')).toMatchObject({ start: 900, end: 915 });
  });

  it('uses the stored page size when the URL names none', () => {
    expect(parse('', 48).pageSize).toBe(48);
    expect(parse('pageSize=24', 48).pageSize).toBe(24);
  });
});
