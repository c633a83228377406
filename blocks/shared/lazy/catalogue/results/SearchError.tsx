import { useTranslation } from 'react-i18next';

/** A failed search (spec 1 §8): a heading saying what failed and a button to ask again. */
export function SearchError({ heading, retrying, onRetry }: { heading: string; retrying: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-error" role="alert">
      <h2 className="catalogue-error__title">{heading}</h2>
      <p>{t('translate.base.catalogue.error.text')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {t('translate.base.catalogue.error.retry')}
      </button>
    </div>
  );
}
