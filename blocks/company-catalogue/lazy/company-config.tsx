import type { Company } from '../../../schemas/generated/company';
import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import type { CatalogueConfig } from '../../shared/lazy/catalogue/catalogue-config';
import type { CatalogueView } from '../../shared/lazy/catalogue/state/catalogue-state';
import type { CompanyCatalogueProps } from '../props.gen';
import { CompanyCard } from './CompanyCard';

export type DirectoryKind = CompanyCatalogueProps['kind'];

/** The server's company facet holding sponsor / exhibitor / partner, fixed per directory. */
const KIND_FACET = 'kind';
const KIND_VALUE: Record<DirectoryKind, Company['kinds'][number]> = { sponsors: 'sponsor', exhibitors: 'exhibitor', partners: 'partner' };

function directoryConfig(kind: DirectoryKind): CatalogueConfig<'company'> {
  // Sponsors open on /sponsors/{id}, exhibitors on /exhibitors/{id}, partners on /partners/{id}.
  const companyPath = (company: Company) => `/${kind}/${encodeURIComponent(company.companyId)}`;
  function DirectoryCard({ item, view }: { item: Company; view: CatalogueView }) {
    return <CompanyCard item={item} view={view} path={companyPath(item)} showLevel={kind === 'sponsors'} />;
  }
  return {
    entity: 'company',
    noun: kind,
    // `None` is the server's sponsor order: level, rank, sub-order, name (spec 1 §3).
    sorts: ['None', 'asc', 'desc', 'relevance'],
    defaultSort: 'None',
    defaultView: 'grid',
    favoriteType: FAVORITE_TYPES.sponsor,
    fixedFilters: [{ facet: KIND_FACET, value: KIND_VALUE[kind] }],
    hiddenFacets: [KIND_FACET],
    // The company directory has no header buttons (spec 1 §2).
    headerLinks: [],
    itemKey: (company) => company.companyId,
    suggestion: (company) => ({ label: company.name, path: companyPath(company) }),
    Card: DirectoryCard,
  };
}

/** One configuration per directory, made once (a stable card component per kind). */
export const DIRECTORY_CONFIGS: Record<DirectoryKind, CatalogueConfig<'company'>> = {
  sponsors: directoryConfig('sponsors'),
  exhibitors: directoryConfig('exhibitors'),
  partners: directoryConfig('partners'),
};
