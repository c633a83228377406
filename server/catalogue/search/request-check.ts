import type { ValidationIssue } from '../../../src/engine/lazy/validation';
import type { SearchRequest } from '../../../schemas/generated/search-request';
import { TOGGLE_KEYS, type EntitySearchConfig, type SortOption } from './config';

/** A search the entity cannot answer as asked; paths are relative to the request body. */
export class SearchRequestError extends Error {
  readonly issues: ValidationIssue[];

  constructor(issues: ValidationIssue[]) {
    super(issues.map((issue) => `${issue.path} ${issue.message}`).join('; '));
    this.issues = issues;
  }
}

const SORTS_NEEDING: Partial<Record<SortOption, keyof EntitySearchConfig<unknown>>> = {
  chronological: 'chronologicalOrder',
  status: 'statusRank',
};

/** Sorts, facet names, date ranges and switches the entity does not have are refused, not silently ignored. */
export function createRequestCheck<T>(config: EntitySearchConfig<T>): (request: SearchRequest) => void {
  const facetKeys = new Set(config.facets.map((facet) => facet.key));
  return (request) => checkRequest(config, facetKeys, request);
}

function checkRequest<T>(config: EntitySearchConfig<T>, facetKeys: ReadonlySet<string>, request: SearchRequest): void {
  const issues: ValidationIssue[] = [];
  const needs = request.sortOption ? SORTS_NEEDING[request.sortOption] : undefined;
  if (needs && !config[needs]) issues.push({ path: '/sortOption', message: `sort "${request.sortOption}" is not supported here` });
  request.searchFacets?.facets?.forEach((selection, index) => {
    if (!facetKeys.has(selection.name)) issues.push({ path: `/searchFacets/facets/${index}/name`, message: `unknown facet "${selection.name}"` });
  });
  request.searchFacets?.dateFacet?.forEach((range, index) => {
    const path = `/searchFacets/dateFacet/${index}`;
    if (!config.start) issues.push({ path, message: 'date-time ranges apply to sessions only' });
    else if (Date.parse(range.endDateTime) <= Date.parse(range.startDateTime)) issues.push({ path: `${path}/endDateTime`, message: 'must be after startDateTime' });
  });
  for (const key of TOGGLE_KEYS) {
    const value = request[key];
    const narrows = key === 'willBeRecorded' ? value !== undefined : value === true;
    if (narrows && !config.toggles?.[key]) issues.push({ path: `/${key}`, message: 'applies to sessions only' });
  }
  if (issues.length) throw new SearchRequestError(issues);
}
