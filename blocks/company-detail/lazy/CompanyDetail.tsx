import { useTranslation } from 'react-i18next';
import { useCompany, type Company } from '../../../src/api/lazy/catalogue-items';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import { FavoriteButton } from '../../shared/lazy/catalogue/favorites/FavoriteButton';
import { DetailHeading } from '../../shared/lazy/detail/DetailHeading';
import { imageSrc, linkHref } from '../../shared/safe-url';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { EntityMeta } from '../../shared/lazy/detail/EntityMeta';
import { ExternalLink } from '../../shared/lazy/detail/ExternalLink';
import { ItemQuery } from '../../shared/lazy/detail/ItemQuery';
import type { CompanyDetailProps } from '../props.gen';
import { companyCataloguePath, PEOPLE_CATALOGUES } from './catalogue-links';
import '../../shared/lazy/detail/detail.css';
import './company-detail.css';

const key = (name: string) => `translate.base.blocks.company-detail.${name}`;

function Offers({ offers }: { offers: Company['offers'] }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const shown = offers
    .map((offer) => ({ title: offer.offerTitle, href: linkHref(offer.offerLinkUrl, locale) }))
    .filter((offer): offer is { title: string; href: string } => offer.href !== undefined);
  if (shown.length === 0) return null;
  return (
    <DetailSection title={t(key('offers'))}>
      <ul className="detail-links company-detail__offers">
        {shown.map((offer) => (
          <li key={`${offer.href} ${offer.title}`}>
            <ExternalLink href={offer.href}>{offer.title}</ExternalLink>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

function CompanyView({ company, props }: { company: Company; props: CompanyDetailProps }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const logo = imageSrc(company.logo ?? undefined);
  const website = linkHref(company.website ?? undefined, locale);
  return (
    <article className="detail company-detail">
      <EntityMeta title={company.name} description={company.description} />
      <header className="company-detail__header">
        {logo && <img className="company-detail__logo" src={logo} alt={t(key('logo-alt'), { name: company.name })} />}
        <div>
          <DetailHeading favorite={<FavoriteButton type={FAVORITE_TYPES.sponsor} id={company.companyId} title={company.name} />}>{company.name}</DetailHeading>
          <ul className="detail-tags" aria-label={t(key('kinds'))}>
            {company.kinds.map((kind) => (
              <li key={kind} className="detail-tag">
                {t(`translate.base.facets.kinds.${kind}`)}
              </li>
            ))}
          </ul>
        </div>
      </header>
      <dl className="detail-facts">
        {company.booth && (
          <div className="detail-facts__item">
            <dt>{t(key('booth'))}</dt>
            <dd>{company.booth}</dd>
          </div>
        )}
        {website && (
          <div className="detail-facts__item">
            <dt>{t(key('website'))}</dt>
            <dd>
              <ExternalLink href={website}>{company.website}</ExternalLink>
            </dd>
          </div>
        )}
      </dl>
      {company.description && <p className="detail-text">{company.description}</p>}
      <Offers offers={company.offers} />
      {props.showPeopleLinks !== false && (
        <nav className="company-detail__people" aria-label={t(key('people'), { name: company.name })}>
          {PEOPLE_CATALOGUES.map((catalogue) => (
            <a key={catalogue} className="block-button block-button--secondary" href={localizedPath(locale, companyCataloguePath(catalogue, company))}>
              {t(key(`people-${catalogue}`), { name: company.name })}
            </a>
          ))}
        </nav>
      )}
      <a className="block-button block-button--text" href={localizedPath(locale, `/${props.kind}s`)}>
        {t(key(`all-${props.kind}`))}
      </a>
    </article>
  );
}

/** A sponsor's, exhibitor's or partner's page, for the company named by the route (`/sponsors/{id}`, …). */
export default function CompanyDetail({ props }: BlockComponentProps<CompanyDetailProps>) {
  const { params, locale } = usePageContext();
  const id = params.id ?? '';
  const company = useCompany(id, locale);
  return (
    <ItemQuery query={company} entity="company" id={id}>
      {(found) => <CompanyView company={found} props={props} />}
    </ItemQuery>
  );
}
