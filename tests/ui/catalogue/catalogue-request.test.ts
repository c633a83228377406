import { describe, expect, it } from 'vitest';
import { effectiveSort, searchRequestOf } from '../../../blocks/shared/lazy/catalogue/request/search-request';
import { instantAt, shiftDay, timeRanges } from '../../../blocks/shared/lazy/catalogue/request/time-ranges';
import { initialCatalogueState } from '../../../blocks/shared/lazy/catalogue/state/catalogue-state';

const SEATTLE = 'America/Los_Angeles';

describe('search request of a catalogue state', () => {
  it('asks for the page, order, text, facets, day, ranges and switches', () => {
    const state = {
      ...initialCatalogueState(24),
      search: 'mesh',
      filters: [{ facet: 'topic', value: 'Cloud|Containers' }],
      day: '2027-03-10',
      currentPage: 2,
      toggles: ['spaceAvailable', 'onDemand', 'willNotBeRecorded'] as const,
    };
    const range = { name: 'time', startDateTime: '2027-03-10T17:00:00.000Z', endDateTime: '2027-03-10T20:00:00.000Z' };
    expect(
      searchRequestOf(state, { fixedFilters: [{ facet: 'kind', value: 'sponsor' }], sortOption: 'relevance', dateRanges: [range] }),
    ).toEqual({
      itemsPerPage: 24,
      searchPage: 2,
      sortOption: 'relevance',
      searchText: 'mesh',
      searchFacets: {
        facets: [
          { name: 'kind', facet: 'sponsor' },
          { name: 'topic', facet: 'Cloud|Containers' },
          { name: 'day', facet: '2027-03-10' },
        ],
        dateFacet: [range],
      },
      mustHaveAvailableRsvp: true,
      mustHaveOnDemandVideo: true,
      willBeRecorded: false,
    });
  });

  it('asks for live and upcoming sessions', () => {
    expect(searchRequestOf({ ...initialCatalogueState(), toggles: ['liveAndUpcoming'] }, { sortOption: 'chronological' })).toEqual({
      itemsPerPage: 12,
      searchPage: 1,
      sortOption: 'chronological',
      liveNowAndUpcoming: true,
    });
  });

  it('orders by the choice the catalogue offers, else by relevance for a text search, else by default', () => {
    const sorts = ['chronological', 'relevance', 'asc'] as const;
    expect(effectiveSort({ sortBy: 'asc', search: 'x' }, sorts, 'chronological')).toBe('asc');
    expect(effectiveSort({ sortBy: 'status', search: '' }, sorts, 'chronological')).toBe('chronological');
    expect(effectiveSort({ sortBy: null, search: 'x' }, sorts, 'chronological')).toBe('relevance');
    expect(effectiveSort({ sortBy: null, search: 'x' }, ['None', 'asc'], 'None')).toBe('None');
  });
});

describe('time-of-day ranges', () => {
  it('moves calendar days across month ends', () => {
    expect(shiftDay('2027-02-28', 1)).toBe('2027-03-01');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('finds the instant a wall clock shows, across a daylight-saving change and at midnight', () => {
    expect(instantAt('2027-03-13', 9 * 60, SEATTLE).toISOString()).toBe('2027-03-13T17:00:00.000Z');
    // Seattle moves to summer time on 14 March 2027.
    expect(instantAt('2027-03-14', 9 * 60, SEATTLE).toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(instantAt('2027-03-09', 1440, SEATTLE).toISOString()).toBe('2027-03-10T08:00:00.000Z');
  });

  it('gives one range per conference day in the conference zone', () => {
    expect(timeRanges(['2027-03-09', '2027-03-10'], { start: 540, end: 720 }, SEATTLE, SEATTLE)).toEqual([
      { name: 'time', startDateTime: '2027-03-09T17:00:00.000Z', endDateTime: '2027-03-09T20:00:00.000Z' },
      { name: 'time', startDateTime: '2027-03-10T17:00:00.000Z', endDateTime: '2027-03-10T20:00:00.000Z' },
    ]);
  });

  it('covers the days around the conference days in another zone', () => {
    const ranges = timeRanges(['2027-03-09', '2027-03-10'], { start: 480, end: 600 }, 'Asia/Tokyo', SEATTLE);
    expect(ranges.map((range) => range.startDateTime)).toEqual([
      '2027-03-07T23:00:00.000Z',
      '2027-03-08T23:00:00.000Z',
      '2027-03-09T23:00:00.000Z',
      '2027-03-10T23:00:00.000Z',
    ]);
  });

  it('sends nothing for the whole day', () => {
    expect(timeRanges(['2027-03-09'], { start: 0, end: 1440 }, SEATTLE, SEATTLE)).toEqual([]);
  });
});
