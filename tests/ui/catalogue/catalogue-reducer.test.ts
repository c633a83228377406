import { describe, expect, it } from 'vitest';
import { initialCatalogueState, type CatalogueState } from '../../../blocks/shared/lazy/catalogue/state/catalogue-state';
import { catalogueReducer, type CatalogueAction } from '../../../blocks/shared/lazy/catalogue/state/reducer';

const onPage = (page: number, extra: Partial<CatalogueState> = {}): CatalogueState => ({ ...initialCatalogueState(), currentPage: page, ...extra });
const topic = { facet: 'topic', value: 'Cloud|Containers' };

describe('catalogue state reducer', () => {
  const RESETTING: [string, CatalogueAction][] = [
    ['search', { type: 'search', text: 'kubernetes' }],
    ['toggle a filter', { type: 'toggleFilter', filter: topic }],
    ['remove a filter', { type: 'removeFilter', filter: topic }],
    ['pivot', { type: 'pivot', facet: 'topic', value: 'AI' }],
    ['select a day', { type: 'selectDay', day: '2027-03-10' }],
    ['select all days', { type: 'selectDay', day: null }],
    ['update times', { type: 'setTime', start: 540, end: 720 }],
    ['clear the time', { type: 'clearTime' }],
    ['switch live and upcoming on', { type: 'setToggle', toggle: 'liveAndUpcoming', on: true }],
    ['switch space available on', { type: 'setToggle', toggle: 'spaceAvailable', on: true }],
    ['switch on demand off', { type: 'setToggle', toggle: 'onDemand', on: false }],
    ['switch recorded on', { type: 'setToggle', toggle: 'willBeRecorded', on: true }],
    ['switch not recorded on', { type: 'setToggle', toggle: 'willNotBeRecorded', on: true }],
    ['clear all', { type: 'clearAll' }],
    ['sort', { type: 'sort', sortBy: 'asc' }],
    ['change the page size', { type: 'pageSize', pageSize: 48 }],
  ];
  it.each(RESETTING)('%s goes back to page 1', (_name, action) => {
    expect(catalogueReducer(onPage(4), action).currentPage).toBe(1);
  });

  const KEEPING: [string, CatalogueAction][] = [
    ['switch the layout', { type: 'view', view: 'grid' }],
    ['switch the time zone', { type: 'zone', zone: 'local' }],
  ];
  it.each(KEEPING)('%s stays on the page', (_name, action) => {
    expect(catalogueReducer(onPage(4), action).currentPage).toBe(4);
  });

  it('goes to a page, never below the first', () => {
    expect(catalogueReducer(onPage(1), { type: 'page', page: 7 }).currentPage).toBe(7);
    expect(catalogueReducer(onPage(3), { type: 'page', page: 0 }).currentPage).toBe(1);
    expect(catalogueReducer(onPage(3), { type: 'page', page: -2 }).currentPage).toBe(1);
  });

  it('clamps the page to the last one, and leaves an earlier page alone', () => {
    expect(catalogueReducer(onPage(9), { type: 'clampPage', lastPage: 4 }).currentPage).toBe(4);
    expect(catalogueReducer(onPage(2), { type: 'clampPage', lastPage: 4 }).currentPage).toBe(2);
    expect(catalogueReducer(onPage(3), { type: 'clampPage', lastPage: 0 }).currentPage).toBe(1);
  });

  it('toggles a filter on and off and removes it by its chip', () => {
    const on = catalogueReducer(onPage(1), { type: 'toggleFilter', filter: topic });
    expect(on.filters).toEqual([topic]);
    expect(catalogueReducer(on, { type: 'toggleFilter', filter: { ...topic } }).filters).toEqual([]);
    expect(catalogueReducer(on, { type: 'removeFilter', filter: topic }).filters).toEqual([]);
  });

  it('pivots to one value of a facet, keeping the other facets, and back to all', () => {
    const level = { facet: 'level', value: '300' };
    const state = onPage(1, { filters: [topic, level, { facet: 'topic', value: 'Data' }] });
    const ai = catalogueReducer(state, { type: 'pivot', facet: 'topic', value: 'AI' });
    expect(ai.filters).toEqual([level, { facet: 'topic', value: 'AI' }]);
    expect(catalogueReducer(ai, { type: 'pivot', facet: 'topic', value: null }).filters).toEqual([level]);
  });

  it('switching live and upcoming on drops the day and the time of day; choosing either switches it off', () => {
    const refined = onPage(1, { day: '2027-03-10', start: 540, end: 720, toggles: ['onDemand'] });
    const live = catalogueReducer(refined, { type: 'setToggle', toggle: 'liveAndUpcoming', on: true });
    expect(live).toMatchObject({ day: null, start: 0, end: 1440, toggles: ['onDemand', 'liveAndUpcoming'] });
    expect(catalogueReducer(live, { type: 'selectDay', day: '2027-03-11' }).toggles).toEqual(['onDemand']);
    expect(catalogueReducer(live, { type: 'setTime', start: 600, end: 660 }).toggles).toEqual(['onDemand']);
    // "All days" and the whole day are no choice against it.
    expect(catalogueReducer(live, { type: 'selectDay', day: null }).toggles).toContain('liveAndUpcoming');
    expect(catalogueReducer(live, { type: 'setTime', start: 0, end: 1440 }).toggles).toContain('liveAndUpcoming');
  });

  it('keeps recorded and not recorded apart', () => {
    const recorded = catalogueReducer(onPage(1), { type: 'setToggle', toggle: 'willBeRecorded', on: true });
    const notRecorded = catalogueReducer(recorded, { type: 'setToggle', toggle: 'willNotBeRecorded', on: true });
    expect(notRecorded.toggles).toEqual(['willNotBeRecorded']);
    expect(catalogueReducer(notRecorded, { type: 'setToggle', toggle: 'willNotBeRecorded', on: false }).toggles).toEqual([]);
  });

  it('snaps a time range to 15 minutes inside the day and keeps it at least a step long', () => {
    expect(catalogueReducer(onPage(1), { type: 'setTime', start: 547, end: 1500 })).toMatchObject({ start: 540, end: 1440 });
    expect(catalogueReducer(onPage(1), { type: 'setTime', start: 600, end: 600 })).toMatchObject({ start: 600, end: 615 });
    expect(catalogueReducer(onPage(1), { type: 'setTime', start: 1440, end: 1440 })).toMatchObject({ start: 1425, end: 1440 });
    expect(catalogueReducer(onPage(1, { start: 540, end: 600 }), { type: 'clearTime' })).toMatchObject({ start: 0, end: 1440 });
  });

  it('clears every refiner but keeps the search text, order, page size and layout', () => {
    const busy = onPage(3, {
      search: 'mesh',
      filters: [topic],
      day: '2027-03-09',
      start: 600,
      end: 720,
      toggles: ['spaceAvailable'],
      sortBy: 'desc',
      pageSize: 48,
      view: 'grid',
    });
    expect(catalogueReducer(busy, { type: 'clearAll' })).toEqual({ ...busy, filters: [], day: null, start: 0, end: 1440, toggles: [], currentPage: 1 });
  });

  it('trims the search text', () => {
    expect(catalogueReducer(onPage(1), { type: 'search', text: '  mesh  ' }).search).toBe('mesh');
  });
});
