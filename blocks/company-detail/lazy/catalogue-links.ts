import type { Company } from '../../../schemas/generated/company';
import { encodeFilter } from '../../shared/lazy/catalogue/state/query-codec';

/** The catalogues a company page links to, filtered to the company's people (spec 1 §2 linking rules). */
export const PEOPLE_CATALOGUES = ['attendees', 'speakers'] as const;
export type PeopleCatalogue = (typeof PEOPLE_CATALOGUES)[number];

/** `/attendees?filter=company%7CContoso`: the people catalogues' company facet is keyed by company name. */
export function companyCataloguePath(catalogue: PeopleCatalogue, company: Pick<Company, 'name'>): string {
  const query = new URLSearchParams({ filter: encodeFilter({ facet: 'company', value: company.name }) });
  return `/${catalogue}?${query.toString()}`;
}
