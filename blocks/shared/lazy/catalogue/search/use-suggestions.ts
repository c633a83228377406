import { useMemo } from 'react';
import { useCatalogueSearch, type CatalogueEntity } from '../../../../../src/api/lazy/catalogue';
import type { CatalogueConfig } from '../catalogue-config';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { searchRequestOf } from '../request/search-request';
import { initialCatalogueState } from '../state/catalogue-state';

/** Suggestions open from this many typed characters (spec 1 §4). */
export const MIN_SUGGESTION_CHARS = 2;
const SUGGESTIONS = 5;
const TYPING_PAUSE_MS = 250;

export interface Suggestion {
  label: string;
  path: string;
}

/** A few items matching the text being typed, from a small search of the same catalogue. */
export function useSuggestions<E extends CatalogueEntity>(config: CatalogueConfig<E>, draft: string): Suggestion[] {
  const text = useDebouncedValue(draft.trim(), TYPING_PAUSE_MS);
  const request = useMemo(
    () => ({
      ...searchRequestOf({ ...initialCatalogueState(), search: text }, { fixedFilters: config.fixedFilters, sortOption: 'relevance' }),
      itemsPerPage: SUGGESTIONS,
    }),
    [text, config.fixedFilters],
  );
  const answer = useCatalogueSearch(config.entity, request, { enabled: text.length >= MIN_SUGGESTION_CHARS });
  if (draft.trim().length < MIN_SUGGESTION_CHARS) return [];
  return (answer.data?.data ?? []).map((item) => config.suggestion(item));
}
