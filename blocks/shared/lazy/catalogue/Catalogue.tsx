import { useId, useRef } from 'react';
import type { CatalogueBlockFields } from '../../../../schemas/generated/catalogue-block';
import type { CatalogueEntity } from '../../../../src/api/lazy/catalogue';
import { useMovingNow, usePageContext, useShellStore } from '../../../../src/app/block-kit';
import type { CatalogueConfig } from './catalogue-config';
import { activeChips, removeChip } from './chips/active-chips';
import { FilterChips } from './chips/FilterChips';
import { CatalogueDisplayContext } from './display-context';
import { useCatalogueFavorites } from './favorites/use-catalogue-favorites';
import { conferenceTimeZone, viewerTimeZone } from './format/time-zones';
import { CatalogueHeader } from './header/CatalogueHeader';
import { useOnline } from './hooks/use-online';
import { lastPageOf } from './paging/page-window';
import { Pagination } from './paging/Pagination';
import { FacetGroup } from './refine/FacetGroup';
import { RefineButton, RefineDrawer, useRefineDrawer } from './refine/RefineDrawer';
import { CatalogueToggles } from './refine/CatalogueToggles';
import { TimeRefiner } from './refine/TimeRefiner';
import { OfflineNote } from './results/OfflineNote';
import { ResultsArea } from './results/ResultsArea';
import { SearchBox } from './search/SearchBox';
import { DEFAULT_PAGE_SIZE, FAVORITE_TOGGLE, TOGGLES } from './state/catalogue-state';
import { catalogueQuery } from './state/query-codec';
import { catalogueReducer } from './state/reducer';
import { useCatalogueState } from './state/use-catalogue-state';
import { DateSelector } from './toolbar/DateSelector';
import { FacetPivot } from './toolbar/FacetPivot';
import { PageSizeSelect } from './toolbar/PageSizeSelect';
import { SortSelect } from './toolbar/SortSelect';
import { TimeZoneSwitch } from './toolbar/TimeZoneSwitch';
import { ViewToggle } from './toolbar/ViewToggle';
import { useCatalogueResults } from './use-catalogue-results';
import './catalogue.css';

export interface CatalogueProps<E extends CatalogueEntity> {
  config: CatalogueConfig<E>;
  /** The block's header texts, switches and view mode. */
  fields: CatalogueBlockFields;
  showHeaderLinks: boolean;
  /** A facet offered as a row of choices above the results. */
  pivotFacet?: string;
}

/**
 * A catalogue screen (spec 1 §2, §4): header, search with suggestions, date tabs, facet pivot, refine drawer with
 * chips, switches and time of day, sort, layout, time zone, page size and pages. Its whole state is the URL query.
 */
export function Catalogue<E extends CatalogueEntity>({ config, fields, showHeaderLinks, pivotFacet }: CatalogueProps<E>) {
  const { locale, settings } = usePageContext();
  const [urlState, dispatch] = useCatalogueState();
  const favorites = useCatalogueFavorites(config.favoriteType, urlState);
  const { state } = favorites;
  const testingDate = useShellStore((shell) => shell.testingDate);
  const now = useMovingNow(testingDate ?? settings.serverTestingDate);
  const conferenceZone = conferenceTimeZone(settings);
  const viewerZone = viewerTimeZone();
  const timeZone = config.timeslots && state.zone === 'local' ? viewerZone : conferenceZone;
  const { answer, search, sortOption, dayOptions, error, retry } = useCatalogueResults(config, state, dispatch, { locale, timeZone, conferenceZone, testingDate, favorites });
  const refineButtonRef = useRef<HTMLButtonElement>(null);
  const drawerHeadingRef = useRef<HTMLHeadingElement>(null);
  const drawer = useRefineDrawer(refineButtonRef, drawerHeadingRef);
  const online = useOnline();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const facets = answer?.facets ?? [];
  const chips = activeChips(state, facets);
  const viewMode = fields.viewMode ?? 'both';
  const view = viewMode === 'both' ? (state.view ?? config.defaultView) : viewMode;
  const hidden = new Set(config.hiddenFacets);
  const toggles = TOGGLES.filter((toggle) => (toggle === FAVORITE_TOGGLE ? favorites.allowed : config.timeslots === true));
  const pivot = pivotFacet ? facets.find((facet) => facet.key === pivotFacet && facet.isVisible) : undefined;
  const selectedIn = (facet: string) => state.filters.filter((filter) => filter.facet === facet).map((filter) => filter.value);

  return (
    <CatalogueDisplayContext.Provider value={{ timeZone, now }}>
      <section className="catalogue" aria-labelledby={`${id}-title`}>
        <CatalogueHeader fields={fields} noun={config.noun} links={showHeaderLinks ? config.headerLinks : []} titleId={`${id}-title`} />
        <div className="catalogue__controls">
          <SearchBox key={state.search} config={config} value={state.search} onSearch={(text) => dispatch({ type: 'search', text })} />
          {config.timeslots && dayOptions.length > 0 && (
            <DateSelector days={dayOptions} selected={state.day} onSelect={(day) => dispatch({ type: 'selectDay', day })} />
          )}
          {pivot && <FacetPivot facet={pivot} selected={selectedIn(pivot.key)} onSelect={(value) => dispatch({ type: 'pivot', facet: pivot.key, value })} />}
          <div className="catalogue__toolbar">
            <div className="catalogue__bar">
              <RefineButton drawerId={`${id}-drawer`} drawer={drawer} buttonRef={refineButtonRef} active={chips.length} />
              <FilterChips chips={chips} onRemove={(chip) => dispatch(removeChip(chip))} onClearAll={() => dispatch({ type: 'clearAll' })} />
            </div>
            <div className="catalogue__options">
              {viewMode === 'both' && <ViewToggle value={view} onChange={(next) => dispatch({ type: 'view', view: next })} />}
              {config.timeslots && settings.features.enableTimezoneSwitcher && (
                <TimeZoneSwitch value={state.zone} conferenceZone={conferenceZone} viewerZone={viewerZone} onChange={(zone) => dispatch({ type: 'zone', zone })} />
              )}
              <SortSelect options={config.sorts} value={sortOption} onChange={(sortBy) => dispatch({ type: 'sort', sortBy })} />
              {answer && answer.total > DEFAULT_PAGE_SIZE && <PageSizeSelect value={state.pageSize} onChange={(pageSize) => dispatch({ type: 'pageSize', pageSize })} />}
            </div>
          </div>
        </div>
        <div className={drawer.open ? 'catalogue__body catalogue__body--refining' : 'catalogue__body'}>
          <RefineDrawer id={`${id}-drawer`} drawer={drawer} headingRef={drawerHeadingRef}>
            <CatalogueToggles toggles={toggles} on={state.toggles} onToggle={(toggle, on) => dispatch({ type: 'setToggle', toggle, on })} />
            {config.timeslots && (
              <TimeRefiner
                key={`${state.start}-${state.end}`}
                start={state.start}
                end={state.end}
                onChange={(start, end) => dispatch({ type: 'setTime', start, end })}
                onClear={() => dispatch({ type: 'clearTime' })}
              />
            )}
            {facets
              .filter((facet) => facet.isVisible && !hidden.has(facet.key))
              .map((facet) => (
                <FacetGroup
                  key={facet.key}
                  facet={facet}
                  selected={new Set(selectedIn(facet.key))}
                  onToggle={(value) => dispatch({ type: 'toggleFilter', filter: { facet: facet.key, value } })}
                />
              ))}
          </RefineDrawer>
          <div className="catalogue__results">
            {!online && <OfflineNote />}
            <ResultsArea
              config={config}
              answer={answer}
              error={error}
              updating={search.isFetching}
              onRetry={retry}
              view={view}
              search={state.search}
              offline={!online}
              onClearAll={chips.length > 0 || state.day ? () => dispatch({ type: 'clearAll' }) : undefined}
              headingRef={resultsHeadingRef}
            />
            {answer && !error && (
              <Pagination
                current={Math.min(state.currentPage, lastPageOf(answer.total, state.pageSize))}
                lastPage={lastPageOf(answer.total, state.pageSize)}
                hrefOf={(page) => `?${catalogueQuery(catalogueReducer(state, { type: 'page', page })).toString()}`}
                onPage={(page) => {
                  dispatch({ type: 'page', page });
                  resultsHeadingRef.current?.focus();
                }}
              />
            )}
          </div>
        </div>
      </section>
    </CatalogueDisplayContext.Provider>
  );
}
