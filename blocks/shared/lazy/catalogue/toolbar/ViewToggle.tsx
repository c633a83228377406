import { useTranslation } from 'react-i18next';
import type { CatalogueView } from '../state/catalogue-state';

const VIEWS: readonly CatalogueView[] = ['list', 'grid'];

export function ViewToggle({ value, onChange }: { value: CatalogueView; onChange(view: CatalogueView): void }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-view-toggle" role="group" aria-label={t('translate.base.catalogue.view.label')}>
      {VIEWS.map((view) => (
        <button key={view} type="button" className="catalogue-view-toggle__view" aria-pressed={value === view} onClick={() => onChange(view)}>
          {t(`translate.base.catalogue.view.${view}`)}
        </button>
      ))}
    </div>
  );
}
