import { useTranslation } from 'react-i18next';

interface EmptyResultsProps {
  search: string;
  offline: boolean;
  /** Sessions are added over time: invite the visitor to come back. */
  checkBack: boolean;
  /** Offered when refinements are in force. */
  onClearAll?: () => void;
}

/** No results (spec 1 §8): the search text, an offline note when offline, a check-back note for sessions, and what to try. */
export function EmptyResults({ search, offline, checkBack, onClearAll }: EmptyResultsProps) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-empty">
      <p className="catalogue-empty__title">{search ? t('translate.base.catalogue.empty.search', { search }) : t('translate.base.catalogue.empty.title')}</p>
      {offline && <p>{t('translate.base.catalogue.empty.offline')}</p>}
      {checkBack && <p>{t('translate.base.catalogue.empty.check-back')}</p>}
      <p>{t('translate.base.catalogue.empty.suggestion')}</p>
      {onClearAll && (
        <button type="button" className="button" onClick={onClearAll}>
          {t('translate.base.catalogue.chips.clear-all')}
        </button>
      )}
    </div>
  );
}
