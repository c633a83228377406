import type { Company } from '../../../../schemas/generated/company';
import type { Compare, EntitySearchConfig } from '../config';
import { nameCollator } from '../ordering';
import { plainValues, texts } from './names';

/** Sponsor levels from the top; a level not listed comes after these, alphabetically, and companies without one last. */
export const SPONSOR_LEVELS = ['platinum', 'gold', 'silver', 'bronze'] as const;

const levelRank = (level: string | null) => {
  if (!level) return SPONSOR_LEVELS.length + 1;
  const index = (SPONSOR_LEVELS as readonly string[]).indexOf(level.toLowerCase());
  return index >= 0 ? index : SPONSOR_LEVELS.length;
};

/** Sponsor ordering (spec 1 §3): level, sort rank, sub-order, name. */
const sponsorOrder: Compare<Company> = (a, b) =>
  levelRank(a.sponsorLevelKey) - levelRank(b.sponsorLevelKey) ||
  nameCollator.compare(a.sponsorLevelKey ?? '', b.sponsorLevelKey ?? '') ||
  a.sortRank - b.sortRank ||
  a.sponsorSubOrder - b.sponsorSubOrder ||
  nameCollator.compare(a.name, b.name);

export const companySearchConfig: EntitySearchConfig<Company> = {
  id: (company) => company.companyId,
  fields: [
    { weight: 4, text: (company) => company.name },
    { weight: 2, text: (company) => company.industry },
    { weight: 1, text: (company) => texts(company.booth, company.description, ...company.offers.map((offer) => offer.offerTitle)) },
  ],
  facets: [
    // Kinds are a fixed set, so their labels are translation keys.
    { key: 'kind', values: (company) => company.kinds.map((kind) => ({ value: kind, label: `translate.base.facets.kinds.${kind}` })) },
    { key: 'sponsorLevel', values: (company) => plainValues(company.sponsorLevelKey), order: levelRank },
    { key: 'industry', values: (company) => plainValues(company.industry) },
  ],
  sortName: (company) => company.name,
  naturalOrder: sponsorOrder,
};
