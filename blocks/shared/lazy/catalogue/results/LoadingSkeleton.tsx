import { useTranslation } from 'react-i18next';
import type { CatalogueView } from '../state/catalogue-state';

const PLACEHOLDERS = 6;

/** Grey card shapes while the first answer loads. */
export function LoadingSkeleton({ view }: { view: CatalogueView }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-skeleton" aria-busy="true">
      <p className="catalogue-visually-hidden" role="status">
        {t('translate.base.catalogue.loading')}
      </p>
      <ul className={`catalogue-results catalogue-results--${view}`} aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="catalogue-skeleton__card">
            <span className="catalogue-skeleton__line catalogue-skeleton__line--title" />
            <span className="catalogue-skeleton__line" />
            <span className="catalogue-skeleton__line catalogue-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
