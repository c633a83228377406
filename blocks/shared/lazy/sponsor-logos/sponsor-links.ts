import type { Company } from '../../../../schemas/generated/company';
import { usePageContext } from '../../../../src/app/block-kit';
import { companyPath, localizedPath } from '../../../../src/engine';

export interface SponsorLinks {
  /** The company's page (with source=home), or undefined while the site shows no company pages. */
  detail: (company: Pick<Company, 'companyId' | 'kinds'>) => string | undefined;
  /** The sponsor directory, or undefined while the site shows no company directory. */
  directory: string | undefined;
}

/**
 * Where sponsor logos may lead (spec 03 §6): a company's page needs the flags showCompanyDirectory and
 * showCompanyDetailsPage, the view-all link showCompanyDirectory.
 */
export function sponsorLinks(features: Readonly<Record<string, boolean>>, locale: Parameters<typeof localizedPath>[0]): SponsorLinks {
  const directory = features.showCompanyDirectory === true;
  const details = directory && features.showCompanyDetailsPage === true;
  return {
    detail: (company) => (details ? `${localizedPath(locale, companyPath(company))}?source=home` : undefined),
    directory: directory ? localizedPath(locale, '/sponsors') : undefined,
  };
}

export function useSponsorLinks(): SponsorLinks {
  const { settings, locale } = usePageContext();
  return sponsorLinks(settings.features, locale);
}
