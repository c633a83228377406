import type { Company } from '../../../schemas/generated/company';
import type { SearchRequest } from '../../../schemas/generated/search-request';

export const DEFAULT_LIMIT = 48;

/** The sponsors of the levels (all sponsors when none), in the server's sponsor order (`None`: level, rank, name). */
export function sponsorsRequest(levels: readonly string[], limit: number): SearchRequest {
  return {
    itemsPerPage: limit,
    searchPage: 1,
    sortOption: 'None',
    searchFacets: { facets: [{ name: 'kind', facet: 'sponsor' }, ...levels.map((level) => ({ name: 'sponsorLevel', facet: level }))] },
  };
}

export interface LevelGroup {
  /** The level key; null for sponsors without one. */
  level: string | null;
  sponsors: Company[];
}

/** Sponsors by level: in the editors' order of levels when given, else in the order the levels come. */
export function byLevel(sponsors: readonly Company[], order: readonly string[]): LevelGroup[] {
  const groups = new Map<string | null, Company[]>(order.map((level) => [level, []]));
  for (const sponsor of sponsors) {
    const group = groups.get(sponsor.sponsorLevelKey);
    if (group) group.push(sponsor);
    else groups.set(sponsor.sponsorLevelKey, [sponsor]);
  }
  return [...groups].filter(([, members]) => members.length > 0).map(([level, members]) => ({ level, sponsors: members }));
}
