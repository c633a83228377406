import type { ProfileMetadata } from '../../schemas/generated/api/profile/metadata';
import type { Facet, FacetFilter } from '../../schemas/generated/facet';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';

type Section = ProfileMetadata['sections'][number];
type Item = Section['itemsToShow'][number];

const item = (path: string, style: Item['style'], completionWeight: number): Item => ({ path, style, completionWeight });

/**
 * The profile page's sections (spec 2 §3) and each item's share of the completion (spec 2 §5): what others see first
 * (photo, job, company, a few words) weighs most; links to other networks are extras and count nothing.
 */
const SECTIONS: readonly Section[] = [
  {
    id: 'about',
    itemsToShow: [
      item('email', 'readonly', 1),
      item('firstName', 'inputText', 1),
      item('lastName', 'inputText', 1),
      item('preferredFirst', 'inputText', 0),
      item('preferredLast', 'inputText', 0),
      item('profileImage', 'picture', 3),
      item('jobTitle', 'inputText', 2),
      item('company', 'inputText', 2),
      item('biography', 'textArea', 2),
    ],
  },
  {
    id: 'location',
    itemsToShow: [item('country', 'options', 1), item('timeZone', 'options', 1), item('languagesSpoken', 'multiSelect', 1)],
  },
  {
    id: 'interests',
    itemsToShow: [item('jobCategory', 'options', 1), item('interests', 'nestedSelect', 2), item('products', 'multiSelect', 1)],
  },
  {
    id: 'social',
    itemsToShow: ['linkedin', 'twitter', 'bluesky', 'github', 'facebook', 'instagram', 'youtube', 'website'].map((network) => item(`social/${network}`, 'inputText', 0)),
  },
];

/** Every value of a facet, a child as `Parent|Child` (the catalogue's hierarchy delimiter). */
function valuesOf(facets: readonly Facet[], key: string): string[] {
  const walk = (filters: readonly FacetFilter[]): string[] => filters.flatMap((filter) => [filter.value, ...walk(filter.children)]);
  return walk(facets.find((facet) => facet.key === key)?.filters ?? []).sort((a, b) => a.localeCompare(b));
}

/** The sections, interests and products offered from what the catalogue's sessions are about. */
export function profileMetadata(index: CatalogueIndex): ProfileMetadata {
  const facets = index.sessions.facets();
  const options: Record<string, string[]> = { interests: valuesOf(facets, 'topic'), products: valuesOf(facets, 'product') };
  return {
    sections: SECTIONS.map((section) => ({
      ...section,
      itemsToShow: section.itemsToShow.map((shown) => (Object.hasOwn(options, shown.path) ? { ...shown, options: options[shown.path] as string[] } : shown)),
    })),
  };
}
