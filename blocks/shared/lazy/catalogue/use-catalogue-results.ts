import { useEffect, useMemo } from 'react';
import { useCatalogueFacets, useCatalogueSearch, type CatalogueEntity } from '../../../../src/api/lazy/catalogue';
import type { CatalogueConfig } from './catalogue-config';
import type { CatalogueFavorites } from './favorites/use-catalogue-favorites';
import type { DayOption } from './toolbar/DateSelector';
import { DAY_FACET, effectiveSort, searchRequestOf } from './request/search-request';
import { timeRanges } from './request/time-ranges';
import { hasTimeRange, type CatalogueState } from './state/catalogue-state';
import type { CatalogueAction } from './state/reducer';

export interface ResultsInputs {
  locale: string;
  /** The zone the time refiner's hours are read in, and the conference's own. */
  timeZone: string;
  conferenceZone: string;
  testingDate: string | null;
  /** The favorites switch: a search restricted to favorites waits for their ids. */
  favorites: Pick<CatalogueFavorites, 'ids' | 'waiting' | 'error' | 'retry'>;
}

/**
 * The search a catalogue state stands for, and the conference days for the date tabs. A session catalogue first
 * learns the days from the whole catalogue's facets, since a time-of-day range is sent as one range per day.
 * The favorites switch sends the visitor's favorite ids, once known. A page past the last one is pulled back to the page
 * the server answered.
 */
export function useCatalogueResults<E extends CatalogueEntity>(
  config: CatalogueConfig<E>,
  state: CatalogueState,
  dispatch: (action: CatalogueAction) => void,
  { locale, timeZone, conferenceZone, testingDate, favorites }: ResultsInputs,
) {
  const catalogueFacets = useCatalogueFacets(config.entity, locale, { enabled: config.timeslots === true });
  const days = useMemo(() => catalogueFacets.data?.facets.find((facet) => facet.key === DAY_FACET)?.filters.map((filter) => filter.value) ?? [], [catalogueFacets.data]);
  const needsDays = config.timeslots === true && hasTimeRange(state);
  const sortOption = effectiveSort(state, config.sorts, config.defaultSort);
  const request = useMemo(
    () =>
      searchRequestOf(state, {
        fixedFilters: config.fixedFilters,
        sortOption,
        dateRanges: needsDays ? timeRanges(days, state, timeZone, conferenceZone) : [],
        favoriteIds: favorites.ids,
      }),
    [state, config.fixedFilters, sortOption, needsDays, days, timeZone, conferenceZone, favorites.ids],
  );
  const search = useCatalogueSearch(config.entity, request, { testingDate, enabled: (!needsDays || catalogueFacets.isSuccess) && !favorites.waiting });

  const answeredPage = search.isPlaceholderData ? undefined : search.data?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage < state.currentPage) dispatch({ type: 'clampPage', lastPage: answeredPage });
  }, [answeredPage, state.currentPage, dispatch]);

  // Counts under the other filters come with each answer; a day without matches still gets its tab.
  const dayCounts = search.data?.facets.find((facet) => facet.key === DAY_FACET)?.filters;
  const dayOptions: DayOption[] = days.map((day) => ({ day, count: dayCounts?.find((filter) => filter.value === day)?.count ?? 0 }));
  const error = search.error ?? favorites.error ?? (needsDays ? catalogueFacets.error : null);
  // Without the days or the favorites the search waits (it would drop the time range or the restriction): fetching
  // them again releases it.
  const retry = () => {
    if (favorites.error) favorites.retry();
    else void (needsDays && catalogueFacets.isError ? catalogueFacets.refetch() : search.refetch());
  };
  return { search, answer: search.data, sortOption, dayOptions, error, retry };
}
