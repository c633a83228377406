import { useTranslation } from 'react-i18next';
import type { Company } from '../../../schemas/generated/company';
import { usePageContext } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import { FavoriteButton } from '../../shared/lazy/catalogue/favorites/FavoriteButton';
import type { CatalogueView } from '../../shared/lazy/catalogue/state/catalogue-state';
import { imageSrc } from '../../shared/safe-url';

/**
 * A company in a directory: logo, name linking to its page (`path`, without language prefix), sponsor level, booth,
 * industry and the favorite button.
 */
export function CompanyCard({ item, view, path, showLevel }: { item: Company; view: CatalogueView; path: string; showLevel: boolean }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const logo = imageSrc(item.logo ?? undefined);
  return (
    <article className={`catalogue-card catalogue-card--${view} company-card`}>
      {logo && <img className="company-card__logo" src={logo} alt="" loading="lazy" />}
      <div className="catalogue-card__body">
        {showLevel && item.sponsorLevelKey && (
          <div className="catalogue-card__tags">
            <span className="catalogue-tag company-card__level">{item.sponsorLevelKey}</span>
          </div>
        )}
        <h3 className="catalogue-card__title">
          <a href={localizedPath(locale, path)}>{item.name}</a>
        </h3>
        {item.booth && <p className="catalogue-card__detail">{t('translate.base.catalogue.companies.booth', { booth: item.booth })}</p>}
        {item.industry && <p className="catalogue-card__detail">{item.industry}</p>}
        {item.description && <p className="catalogue-card__description">{item.description}</p>}
      </div>
      <FavoriteButton type={FAVORITE_TYPES.sponsor} id={item.companyId} title={item.name} />
    </article>
  );
}
