import { usePageContext } from '../../../../src/app/block-kit';
import { useCompany } from '../../../../src/api/lazy/catalogue-items';
import { companyPath, localizedPath } from '../../../../src/engine';

/**
 * A person's company: a link to its detail page when the company is one of the event's (known by id and found),
 * otherwise its name as text.
 */
export function CompanyLink({ companyId, name }: { companyId: string | null; name: string | null }) {
  const { locale } = usePageContext();
  const company = useCompany(companyId ?? '', locale, { enabled: companyId !== null });
  const label = company.data?.name ?? name;
  if (!label) return null;
  if (!company.data) return <span className="detail-company">{label}</span>;
  return (
    <a className="detail-company" href={localizedPath(locale, companyPath(company.data))}>
      {label}
    </a>
  );
}
